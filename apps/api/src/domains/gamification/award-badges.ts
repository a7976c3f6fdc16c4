import { Prisma } from '@trilha/db';
import { can, type UserType } from '@trilha/shared';
import { parseBadgeRule, type BadgeRule, type BadgeRuleType } from '@trilha/shared/gamification';
import type { AppDeps, TenantTx } from '../../deps.ts';
import { awardPoints } from './award-points.ts';

type RuleOf<T extends BadgeRuleType> = Extract<BadgeRule, { type: T }>;

/**
 * THE writer of badges: awards a learner every badge of the company whose rule is of `type` and
 * `reached`, in the caller's transaction. Set-based and cheap: one statement finds the badges of
 * that type the learner does not hold yet (usually none, and then `reached` is never asked, so the
 * caller's count never runs); the award is INSERT … ON CONFLICT DO NOTHING on user_badges' unique
 * (company, badge, user), so any replay of the triggering event awards nothing more. Each award adds the
 * badge's points (reason `badge_awarded`, once per badge) and publishes `badge.awarded`.
 * Only those who earn badges (`badges:earn`) get any: staff commenting in a forum do not.
 */
export async function awardBadges<T extends BadgeRuleType>(
  tx: TenantTx,
  deps: Pick<AppDeps, 'domainEvents'>,
  p: { companyId: number; userId: number; type: T; reached: (rule: RuleOf<T>) => boolean | Promise<boolean> },
): Promise<number> {
  const candidates = await tx.$queryRaw<
    {
      id: number;
      key: string;
      name: string;
      description: string;
      image: string | null;
      points: number;
      criteria: unknown;
      user_type: UserType;
    }[]
  >(Prisma.sql`
    SELECT b.id, b.key, b.name, b.description, b.image, b.points, b.criteria, u.type::text AS user_type
    FROM badges b
    JOIN users u ON u.id = ${p.userId}
    WHERE b.company_id = ${p.companyId}
      AND b.criteria->>'type' = ${p.type}
      AND NOT EXISTS (SELECT 1 FROM user_badges ub WHERE ub.badge_id = b.id AND ub.user_id = ${p.userId})
    ORDER BY b.id`);
  let awarded = 0;
  for (const b of candidates) {
    if (!can(b.user_type, 'badges:earn')) return 0;
    const rule = parseBadgeRule(b.criteria);
    if (!rule || rule.type !== p.type || !(await p.reached(rule as RuleOf<T>))) continue;
    const [row] = await tx.$queryRaw<{ awarded_at: Date }[]>(Prisma.sql`
      INSERT INTO user_badges (company_id, user_id, badge_id)
      VALUES (${p.companyId}, ${p.userId}, ${b.id})
      ON CONFLICT (company_id, badge_id, user_id) DO NOTHING
      RETURNING awarded_at`);
    if (!row) continue;
    awarded++;
    await awardPoints(tx, deps, {
      companyId: p.companyId,
      userId: p.userId,
      points: b.points,
      reason: 'badge_awarded',
      subjectType: 'badge',
      subjectId: b.id,
    });
    await deps.domainEvents.publish(tx, p.companyId, 'badge.awarded', {
      user_id: p.userId,
      badge_id: b.id,
      key: b.key,
      name: b.name,
      description: b.description,
      image: b.image,
      points: b.points,
      awarded_at: row.awarded_at.toISOString(),
    });
  }
  return awarded;
}

/** A count asked at most once per event, and only if some badge's rule needs it. */
export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= read());
}
