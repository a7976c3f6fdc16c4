import { Prisma } from '@trilha/db';
import type { PointReason, PointSubject } from '@trilha/shared/gamification';
import type { AppDeps, TenantTx } from '../../deps.ts';

/**
 * THE writer of points: one ledger row (points_ledger, append-only), in the caller's transaction
 * (the running total on users.points follows in it: the users domain's subscriber), once per user,
 * reason and subject (the ledger's unique key): a second award of the same subject, a retry or a
 * replayed event, adds nothing.
 * Publishes `points.awarded` for what follows after commit (the live `.points.added`).
 * Answers the points added: 0 when they were already earned.
 */
export async function awardPoints<R extends PointReason>(
  tx: TenantTx,
  deps: Pick<AppDeps, 'domainEvents'>,
  p: { companyId: number; userId: number; points: number; reason: R; subjectType: PointSubject<R>; subjectId: number },
): Promise<number> {
  if (p.points <= 0) return 0;
  const inserted = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
    INSERT INTO points_ledger (company_id, user_id, points, reason, subject_type, subject_id)
    VALUES (${p.companyId}, ${p.userId}, ${p.points}, ${p.reason}, ${p.subjectType}, ${p.subjectId})
    ON CONFLICT (company_id, user_id, reason, subject_type, subject_id) DO NOTHING
    RETURNING id`);
  if (inserted.length === 0) return 0;
  // The live total is this company's (its ledger), as the header and the profile show it; the
  // running users.points totals every company the user belongs to (issue 29 item 16), kept by the
  // users domain's in-transaction subscriber of `points.awarded` (users/on-points-awarded.ts).
  const [sum] = await tx.$queryRaw<{ total: number }[]>(Prisma.sql`
    SELECT coalesce(sum(points), 0)::int AS total FROM points_ledger WHERE company_id = ${p.companyId} AND user_id = ${p.userId}`);
  const total = sum!.total;
  await deps.domainEvents.publish(tx, p.companyId, 'points.awarded', {
    user_id: p.userId,
    points: p.points,
    total,
    reason: p.reason,
    subject_type: p.subjectType,
    subject_id: p.subjectId,
  });
  return p.points;
}
