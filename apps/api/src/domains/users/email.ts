import type { Prisma } from '@trilha/db';
import { appError } from '../../kit/errors.ts';

export const emailTaken = () => appError('EMAIL_TAKEN');

/** E-mails are unique across the platform (deleted users keep theirs), compared without case. */
export async function assertEmailFree(tx: Prisma.TransactionClient, email: string, exceptUserId?: number): Promise<void> {
  const other = await tx.user.findFirst({
    where: { email: { equals: email, mode: 'insensitive' }, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  if (other) throw emailTaken();
}

/** The unique index on users.email losing a race, reported like the check above. */
export function rethrowEmailTaken(err: unknown): never {
  const e = err as { code?: string; meta?: unknown };
  if (e?.code === 'P2002' && JSON.stringify(e.meta ?? {}).includes('email')) throw emailTaken();
  throw err;
}

/** The responsible of a member must be a live member of the same company (and not the user). */
export async function assertResponsibleMember(
  tx: Prisma.TransactionClient,
  companyId: number,
  responsibleId: number,
  userId?: number,
) {
  const ok =
    responsibleId !== userId &&
    (await tx.companyUser.findFirst({
      where: { companyId, userId: responsibleId, user: { deletedAt: null } },
      select: { userId: true },
    }));
  if (!ok) throw appError('RESPONSIBLE_NOT_MEMBER');
}
