import { Prisma } from '@trilha/db';
import type { UserType } from '@trilha/shared';
import { appError } from '../http/app-error.ts';

/** The company licence that caps users of a type (0 = no cap). Other types are not licensed per seat. */
const SEAT_LICENCE: Partial<Record<UserType, { column: string; code: 'STUDENT_SEATS_EXHAUSTED' | 'TUTOR_SEATS_EXHAUSTED' }>> = {
  student: { column: 'students', code: 'STUDENT_SEATS_EXHAUSTED' },
  tutor: { column: 'tutors', code: 'TUTOR_SEATS_EXHAUSTED' },
};

/**
 * Refuses (422) to seat one more user of `type` in companies whose licence for that type is
 * exhausted. Runs inside the transaction that adds the user, with the companies' rows locked, so
 * two concurrent creations cannot both take the last seat.
 */
export async function ensureSeats(
  tx: Prisma.TransactionClient,
  companyIds: number[],
  type: UserType,
  o: { exceptUserId?: number } = {},
): Promise<void> {
  const licence = SEAT_LICENCE[type];
  if (!licence || companyIds.length === 0) return;
  const ids = [...new Set(companyIds)].sort((a, b) => a - b);
  const companies = await tx.$queryRaw<{ id: number; seats: number }[]>`
    SELECT id, ${Prisma.raw(`"${licence.column}"`)} AS seats FROM companies WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  for (const c of companies) {
    if (c.seats <= 0) continue;
    const taken = await tx.companyUser.count({
      where: { companyId: c.id, user: { type, deletedAt: null, ...(o.exceptUserId ? { id: { not: o.exceptUserId } } : {}) } },
    });
    if (taken >= c.seats) throw appError(licence.code);
  }
}
