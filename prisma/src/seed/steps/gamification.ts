// Gamification: the badge catalogue of both tenants, the badges the demo's learners earned and the
// points ledger (users.points is the running total).
import type { Prisma } from '../../generated/client.ts';
import { rolesWith } from '@trilha/shared';
import { DEFAULT_BADGES } from '@trilha/shared/gamification';
import { DAY, type SeedContext, type SeedStep } from '../context.ts';

/** The badge catalogue every company starts with, rules and pictures included (docs/gamification.md). */
const catalogueOf = (companyId: number): Prisma.BadgeCreateManyInput[] =>
  DEFAULT_BADGES.map((b) => ({
    companyId,
    key: b.key,
    name: b.name,
    description: b.description,
    image: b.image,
    points: b.points,
    criteria: b.criteria,
  }));

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ago } = ctx;
  const now = ctx.now.getTime();
  const companyId = ctx.get('demoCompanyId');
  const progressRows = ctx.get('progressRows');
  const attempts = ctx.get('attempts');
  const scores = ctx.get('attemptScores');
  const sessions = ctx.get('studySessions');

  const badges = await tx.badge.createManyAndReturn({
    data: catalogueOf(companyId),
    select: { id: true, key: true, points: true },
  });
  const badge = (key: string) => {
    const b = badges.find((x) => x.key === key);
    if (!b) throw new Error(`seed: badge ${key}`);
    return b;
  };

  // Each seeded learner holds exactly the badges the rules (docs/gamification.md) give for what the
  // seed made them do, dated when the rule was met where the seed knows it: a later event of theirs
  // awards only what is really new.
  const learners = await tx.$queryRaw<{ user_id: number; comments: number }[]>`
    SELECT u.id AS user_id,
      (SELECT count(*)::int FROM forum_comments c
        WHERE c.company_id = ${companyId} AND c.author_id = u.id AND c.deleted_at IS NULL) AS comments
    FROM users u JOIN company_users cu ON cu.user_id = u.id AND cu.company_id = ${companyId}
    WHERE u.type::text = ANY(${rolesWith('badges:earn')})`;
  const checkedAt = (userId: number) =>
    progressRows
      .filter((p) => p.userId === userId && p.checked)
      .map((p) => (p.checkedAt ? new Date(p.checkedAt) : ctx.now))
      .sort((x, y) => x.getTime() - y.getTime());
  const finishes = (userId: number) =>
    attempts
      .filter((x) => x.userId === userId && scores.has(x.id))
      .map((x) => x.startedAt)
      .sort((x, y) => x.getTime() - y.getTime());
  const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
  const studied = (userId: number) => {
    const own = sessions.filter((x) => x.userId === userId);
    const days = new Set(own.map((x) => dayOf(x.endedAt ?? ctx.now)));
    let run = 0;
    while (days.has(dayOf(new Date(now - run * DAY)))) run++;
    return { seconds: own.reduce((sum, x) => sum + (x.seconds ?? 0), 0), run };
  };
  const awards: { userId: number; key: string; awardedAt: Date }[] = [];
  for (const { user_id: userId, comments } of learners) {
    const items = checkedAt(userId);
    const quizzes = finishes(userId);
    const study = studied(userId);
    for (const b of DEFAULT_BADGES) {
      const r = b.criteria;
      const when =
        r.type === 'first_quiz_finished'
          ? quizzes[0]
          : r.type === 'items_completed'
            ? items[r.count - 1]
            : r.type === 'consecutive_access_days'
              ? study.run >= r.days
                ? ago(0)
                : undefined
              : r.type === 'study_hours'
                ? study.seconds >= r.hours * 3600
                  ? ago(0)
                  : undefined
                : r.type === 'first_forum_comment'
                  ? comments >= 1
                    ? ago(1)
                    : undefined
                  : comments >= r.count
                    ? ago(1)
                    : undefined;
      if (when) awards.push({ userId, key: b.key, awardedAt: when });
    }
  }
  await tx.userBadge.createMany({
    data: awards.map((b) => ({ companyId, userId: b.userId, badgeId: badge(b.key).id, awardedAt: b.awardedAt })),
  });
  const ledger: Prisma.PointEntryCreateManyInput[] = awards.map((b) => ({
    companyId,
    userId: b.userId,
    points: badge(b.key).points,
    reason: 'badge_awarded',
    subjectType: 'badge',
    subjectId: badge(b.key).id,
    createdAt: b.awardedAt,
  }));
  for (const p of progressRows)
    ledger.push({
      companyId,
      userId: p.userId,
      points: 10,
      reason: 'material_item_checked',
      subjectType: 'material_item',
      subjectId: p.materialItemId,
      createdAt: p.checkedAt ?? ctx.now,
    });
  for (const a of attempts)
    if (scores.has(a.id))
      ledger.push({
        companyId,
        userId: a.userId,
        points: Math.round((scores.get(a.id) ?? 0) * 5),
        reason: 'attempt_finished',
        subjectType: 'attempt',
        subjectId: a.id,
        createdAt: a.startedAt,
      });
  await tx.pointEntry.createMany({ data: ledger });
  await tx.$executeRaw`
    UPDATE users u SET points = s.total
    FROM (SELECT user_id, SUM(points)::int AS total FROM points_ledger WHERE company_id = ${companyId} GROUP BY user_id) s
    WHERE u.id = s.user_id`;
}

export const gamification: SeedStep = {
  name: 'gamification',
  after: ['sessions', 'progress', 'attempts', 'forums'],
  async run(ctx) {
    if (ctx.withAcme) await ctx.tx.badge.createMany({ data: catalogueOf(ctx.get('acmeCompanyId')) });
    await seedDemo(ctx);
  },
};
