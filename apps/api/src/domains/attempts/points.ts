import type { TenantTx } from '../../deps.ts';

/**
 * Points for a finished quiz: one row in the append-only ledger (points_ledger) and the running
 * total on users.points, in the caller's transaction. Returns the new total.
 */
export async function awardPoints(
  tx: TenantTx,
  p: { companyId: number; userId: number; points: number; attemptId: number },
): Promise<number> {
  await tx.pointEntry.create({
    data: {
      companyId: p.companyId,
      userId: p.userId,
      points: p.points,
      reason: 'attempt_finished',
      subjectType: 'attempt',
      subjectId: p.attemptId,
    },
  });
  const u = await tx.user.update({
    where: { id: p.userId },
    data: { points: { increment: p.points } },
    select: { points: true },
  });
  return u.points;
}
