import type { Prisma } from '@trilha/db';
import { type UserType } from '@trilha/shared';
import { appError } from '../../http/app-error.ts';
import { ensureSeats } from './licences.ts';

/** The responsible named in a company or consumer form: an existing, not deleted user (else 422). */
export async function findResponsible(tx: Prisma.TransactionClient, userId: number, field = 'responsible_id') {
  const user = await tx.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true, name: true, type: true } });
  if (!user) throw appError('RESPONSIBLE_NOT_FOUND', { field });
  return user as { id: number; name: string; type: UserType };
}

/** The responsible of a company belongs to it: made a member (taking a seat if their type is licensed). */
export async function seatResponsible(tx: Prisma.TransactionClient, companyId: number, user: { id: number; type: UserType }) {
  const member = await tx.companyUser.findUnique({ where: { companyId_userId: { companyId, userId: user.id } } });
  if (member) return;
  await ensureSeats(tx, [companyId], user.type);
  await tx.companyUser.create({ data: { companyId, userId: user.id } });
}
