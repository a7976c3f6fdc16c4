// Gamification and engagement: badges, points ledger (users.points is the running total), study
// sessions and a finished report request.
import type { Prisma } from '../../generated/client.ts';
import { rolesWith } from '@trilha/shared';
import { DEFAULT_BADGES } from '@trilha/shared/badges';
import { at, DAY, type SeedContext, type SeedStep } from '../context.ts';

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

  // The running totals, as POST /ping keeps them (docs/study-time.md): total, current session,
  // and the run of consecutive study days (company time zone) ending on the last one; learners
  // ranked, tutors' and teachers' kept for their total hours (learner = false).
  await tx.$executeRaw`
    WITH s AS (
      SELECT s.user_id, s.started_at, s.last_seen_at, s.seconds, (s.started_at AT TIME ZONE c.time_zone)::date AS day
        FROM study_sessions s
        JOIN users u ON u.id = s.user_id AND u.type IN ('student', 'tutor', 'teacher')
        JOIN companies c ON c.id = s.company_id
       WHERE s.company_id = ${companyId}
    ), days AS (
      SELECT DISTINCT user_id, day FROM s
    ), runs AS (
      SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS run FROM days
    ), last_run AS (
      SELECT DISTINCT ON (user_id) user_id, run, day FROM runs ORDER BY user_id, day DESC
    )
    INSERT INTO study_totals (company_id, user_id, learner, total_seconds, last_ping_at, session_started_at, last_added_seconds, access_streak, last_access_day)
    SELECT ${companyId}, t.user_id, (SELECT u.type = 'student' FROM users u WHERE u.id = t.user_id), t.total, t.last_seen, t.started, 0,
           (SELECT count(*) FROM runs r WHERE r.user_id = t.user_id AND r.run = l.run)::int, l.day
      FROM (SELECT user_id, sum(seconds)::int AS total, max(last_seen_at) AS last_seen, max(started_at) AS started FROM s GROUP BY user_id) t
      JOIN last_run l ON l.user_id = t.user_id`;

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
  after: ['progress', 'assessment', 'forums'],
  async run(ctx) {
    if (ctx.withAcme) await ctx.tx.badge.createMany({ data: catalogueOf(ctx.get('acmeCompanyId')) });
    await seedDemo(ctx);
  },
};
