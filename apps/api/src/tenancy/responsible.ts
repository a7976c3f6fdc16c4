import type { Prisma } from '@trilha/db';
import { type UserType } from '@trilha/shared';
import { appError } from '../kit/errors.ts';

/** The responsible named in a company or consumer form: an existing, not deleted user (else 422). */
export async function findResponsible(tx: Prisma.TransactionClient, userId: number, field = 'responsible_id') {
  const user = await tx.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true, name: true, type: true } });
  if (!user) throw appError('RESPONSIBLE_NOT_FOUND', { field });
  return user as { id: number; name: string; type: UserType };
}
