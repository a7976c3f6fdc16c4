// Gamification and engagement: badges, points ledger (users.points is the running total), study
// sessions and a finished report request.
import type { Prisma } from '../../generated/client.ts';
import { DEFAULT_BADGES } from '@trilha/shared/badges';
import { at, DAY, type SeedContext, type SeedStep } from '../context.ts';

/** The badge catalogue every company starts with, rules and pictures included (docs/gamification.md). */
const catalogueOf = (companyId: number): Prisma.BadgeCreateManyInput[] =>
  DEFAULT_BADGES.map((b) => ({ companyId, key: b.key, name: b.name, description: b.description, image: b.image, points: b.points, criteria: b.criteria }));

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, ago, rand } = ctx;
  const now = ctx.now.getTime();
  const companyId = ctx.get('demoCompanyId');
  const D = (i: number) => at(ctx.get('demoDisciplines'), i);
  const { student, tutor, teacher, manager, extras } = ctx.get('demoPeople');
  const progressRows = ctx.get('progressRows');
  const attempts = ctx.get('attempts');
  const scores = ctx.get('attemptScores');

  // Gamification: badges, points ledger (users.points is the running total), study sessions.
  const badges = await tx.badge.createManyAndReturn({
    data: catalogueOf(companyId),
    select: { id: true, key: true, points: true },
  });
  const badge = (key: string) => {
    const b = badges.find((x) => x.key === key);
    if (!b) throw new Error(`seed: badge ${key}`);
    return b;
  };
  const userBadges = [
    { userId: student, key: 'first-steps', daysBack: 20 },
    { userId: at(extras, 0), key: 'first-steps', daysBack: 22 },
    { userId: at(extras, 0), key: 'marathoner', daysBack: 8 },
    { userId: at(extras, 3), key: 'first-steps', daysBack: 11 },
  ];
  // The first-quiz badge of every learner who finished a quiz, on the day of their first (the rule's own outcome).
  const firstFinish = new Map<number, Date>();
  for (const a of attempts)
    if (scores.has(a.id) && (firstFinish.get(a.userId) ?? a.startedAt) >= a.startedAt) firstFinish.set(a.userId, a.startedAt);
  const firstQuiz = [...firstFinish].map(([userId, when]) => ({ userId, key: 'first-quiz', awardedAt: when }));
  const awards = [...userBadges.map((b) => ({ userId: b.userId, key: b.key, awardedAt: ago(b.daysBack) })), ...firstQuiz];
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

  const sessions: Prisma.StudySessionCreateManyInput[] = [];
  const addSessions = (userId: number, days: number, presence: number, minMin: number, maxMin: number, streak: number) => {
    for (let d = days; d >= 0; d--) {
      if (d >= streak && rand() > presence) continue;
      const count = rand() < 0.3 ? 2 : 1;
      for (let s = 0; s < count; s++) {
        const seconds = Math.round((minMin + rand() * (maxMin - minMin)) * 60);
        const startedAt = new Date(now - d * DAY - (9 + s * 5 + Math.floor(rand() * 3)) * 3_600_000);
        if (startedAt.getTime() + seconds * 1000 > now) continue;
        const endedAt = new Date(startedAt.getTime() + seconds * 1000);
        sessions.push({ companyId, userId, startedAt, endedAt, lastSeenAt: endedAt, seconds });
      }
    }
  };
  addSessions(student, 35, 0.7, 20, 90, 6); // studied every day of the last week: a streak
  extras.forEach((userId, k) => addSessions(userId, 28, 0.3 + k * 0.06, 10, 60, k % 3));
  addSessions(tutor, 28, 0.8, 30, 120, 3);
  addSessions(teacher, 28, 0.6, 30, 90, 2);
  await tx.studySession.createMany({ data: sessions });

  await tx.reportRequest.create({
    data: {
      companyId,
      userId: manager,
      type: 'student_logs_pdf',
      filters: { user_name: 'Ana', disciplines_ids: [D(0).id, D(1).id] },
      status: 'done',
      resultUrl: '/reports/demo/relatorio-alunos.pdf',
      createdAt: ago(2),
      finishedAt: ago(2),
    },
  });
}

export const engagement: SeedStep = {
  name: 'engagement',
  async run(ctx) {
    if (ctx.withAcme) await ctx.tx.badge.createMany({ data: catalogueOf(ctx.get('acmeCompanyId')) });
    await seedDemo(ctx);
  },
};
