import { Prisma } from '@trilha/db';
import type { UserType } from '@trilha/shared';
import { appError } from '../kit/errors.ts';

/** The company licence that caps users of a type (0 = no cap). Other types are not licensed per seat. */
const SEAT_LICENCE: Partial<Record<UserType, { column: string; code: 'STUDENT_SEATS_EXHAUSTED' | 'TUTOR_SEATS_EXHAUSTED' }>> = {
  student: { column: 'students', code: 'STUDENT_SEATS_EXHAUSTED' },
  tutor: { column: 'tutors', code: 'TUTOR_SEATS_EXHAUSTED' },
};

/**
 * Refuses (422) to seat one more user of `type` in companies whose licence for that type is
 * exhausted. Runs inside the transaction that adds the user, with the companies' rows locked, so
 * two concurrent creations cannot both take the last seat. The seats taken are the live members
 * of that type the database keeps counted (company_member_counts, docs/list-queries.md "Counts
 * kept by the database"): one row, not every membership of a big tenant; read after the lock, so
 * a concurrent creation's count has committed. A user changing type is not among the members of
 * the new type yet.
 */
export async function ensureSeats(tx: Prisma.TransactionClient, companyIds: number[], type: UserType): Promise<void> {
  const licence = SEAT_LICENCE[type];
  if (!licence || companyIds.length === 0) return;
  const ids = [...new Set(companyIds)].sort((a, b) => a - b);
  const companies = await tx.$queryRaw<{ id: number; seats: number }[]>`
    SELECT id, ${Prisma.raw(`"${licence.column}"`)} AS seats FROM companies WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
  const limited = companies.filter((c) => c.seats > 0);
  if (!limited.length) return;
  // A statement of its own, after the lock: its snapshot includes what the lock waited for (a
  // count read in the locking statement would be of that statement's older snapshot).
  const taken = await tx.companyMemberCount.findMany({
    where: { companyId: { in: limited.map((c) => c.id) }, userType: type },
    select: { companyId: true, members: true },
  });
  const takenIn = new Map(taken.map((t) => [t.companyId, t.members]));
  for (const c of limited) if ((takenIn.get(c.id) ?? 0) >= c.seats) throw appError(licence.code);
}
