// Sessions: study time (sessions and their running totals) and tutors' weekly hours.
import type { Prisma } from '../../generated/client.ts';
import { DAY, type SeedContext, type SeedStep } from '../context.ts';

async function seedDemo(ctx: SeedContext): Promise<void> {
  const { tx, rand } = ctx;
  const now = ctx.now.getTime();
  const companyId = ctx.get('demoCompanyId');
  const { student, tutor, teacher, extras } = ctx.get('demoPeople');
  await tx.tutorSetting.createMany({
    data: [
      { companyId, userId: tutor, weeklyHours: 20 },
      { companyId, userId: teacher, weeklyHours: 30 },
    ],
  });

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
  ctx.set('studySessions', sessions);

  // The running totals, as POST /ping keeps them (docs/sessions.md): total, current session,
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
}

export const sessions: SeedStep = {
  name: 'sessions',
  after: ['progress', 'attempts'],
  async run(ctx) {
    await seedDemo(ctx);
  },
};
