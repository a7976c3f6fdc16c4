import type { Prisma } from '@trilha/db';
import { type UserType } from '@trilha/shared';
import { ensureSeats } from '../../tenancy/licences.ts';

/** The responsible of a company belongs to it: made a member (taking a seat if their type is licensed). */
export async function seatResponsible(tx: Prisma.TransactionClient, companyId: number, user: { id: number; type: UserType }) {
  const member = await tx.companyUser.findUnique({ where: { companyId_userId: { companyId, userId: user.id } } });
  if (member) return;
  await ensureSeats(tx, [companyId], user.type);
  await tx.companyUser.create({ data: { companyId, userId: user.id } });
}
