import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf, tenantPoolOf } from '@trilha/db';
import { setupApiTest } from '../support/fixture.ts';
import type { TestUser } from '../support/factories/index.ts';

// POST /ping through HTTP on Redis (docs/sessions.md): an active ping extends the session by the
// activity it claims, a burst from one user is gated per user before the database (one study
// statement for the whole burst, each other ping costing what a keep-alive costs), and a teacher's
// requests meanwhile are answered. Counted, never timed.
const t = setupApiTest({ redis: true });
let redis: Redis;

beforeAll(() => {
  redis = new Redis(t.redisUrl!, { maxRetriesPerRequest: 2 });
});
afterAll(() => redis?.disconnect());

/** Forgets the per-user ping gates (this file's users only ping here). */
async function openGates() {
  const keys = await redis.keys('trilha:throttle:ping-record:*');
  if (keys.length) await redis.del(...keys);
}

/** Moves a learner's last counted ping (and their current session) `seconds` into the past: time passing, without waiting. */
async function backdate(u: TestUser, seconds: number) {
  await t.db.$executeRawUnsafe(
    `UPDATE study_sessions s SET started_at = s.started_at - make_interval(secs => $2), last_seen_at = s.last_seen_at - make_interval(secs => $2),
            ended_at = s.ended_at - make_interval(secs => $2)
      WHERE s.user_id = $1`,
    u.id,
    seconds,
  );
  await t.db.$executeRawUnsafe(
    `UPDATE study_totals SET last_ping_at = last_ping_at - make_interval(secs => $2), session_started_at = session_started_at - make_interval(secs => $2)
      WHERE user_id = $1`,
    u.id,
    seconds,
  );
}

/** Counts statements on the study tables and the outbox (statement-level triggers), and pooled connection checkouts. */
async function counting() {
  await t.db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS test_study_statements (tbl text NOT NULL)`);
  await t.db.$executeRawUnsafe(`TRUNCATE test_study_statements`);
  await t.db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_count_study_statements() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER AS $$ BEGIN INSERT INTO test_study_statements VALUES (TG_TABLE_NAME || ':' || TG_OP); RETURN NULL; END $$`);
  for (const table of ['study_totals', 'study_sessions', 'domain_events'])
    await t.db.$executeRawUnsafe(`CREATE OR REPLACE TRIGGER test_count_study_statements AFTER INSERT OR UPDATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION test_count_study_statements()`);
  const pools = [poolOf(t.db), tenantPoolOf(t.tenantDb)];
  expect(pools.every(Boolean)).toBe(true);
  let checkouts = 0;
  const originals = pools.map((p) => p!.connect);
  for (const p of pools) {
    const original = p!.connect;
    p!.connect = function (this: typeof p, ...args: unknown[]) {
      checkouts++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  return {
    checkouts: () => checkouts,
    async statements(table: string) {
      const [r] = await t.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM test_study_statements WHERE tbl = $1`,
        table,
      );
      return r!.n;
    },
    async stop() {
      pools.forEach((p, i) => (p!.connect = originals[i]!));
      for (const table of ['study_totals', 'study_sessions', 'domain_events'])
        await t.db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_count_study_statements ON ${table}`);
    },
  };
}

describe('POST /ping (recording through HTTP)', () => {
  it('extends the session by the claimed activity, capped by the time between counted pings; publishes the credit', async () => {
    await openGates();
    const u = await t.create.user(t.demo);
    await t.as(u).post('/ping').send({ active: true, active_seconds: 0 }).expect(200);
    await backdate(u, 60);
    await openGates();
    await t.as(u).post('/ping').send({ active: true, active_seconds: 45 }).expect(200);
    await backdate(u, 60);
    await openGates();
    // A crafted claim is cut to the minute that passed.
    await t.as(u).post('/ping').send({ active: false, active_seconds: 5000 }).expect(200);
    // The minute that passed is 60 s plus the milliseconds the requests took (rounded: 60 or 61).
    const events = (await t.db.domainEvent.findMany({ where: { name: 'study-time.recorded' }, orderBy: { id: 'asc' } }))
      .map((e) => e.payload as { user_id: number; session_id: number; seconds_added: number })
      .filter((p) => p.user_id === u.id);
    expect(events).toHaveLength(2);
    expect(events[0]!.seconds_added).toBe(45);
    expect([60, 61]).toContain(events[1]!.seconds_added);
    const total = 45 + events[1]!.seconds_added;
    const sessions = await t.db.studySession.findMany({ where: { userId: u.id } });
    expect(sessions.map((s) => [s.id, s.seconds])).toEqual([[events[0]!.session_id, total]]);
    expect(await t.db.studyTotal.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({
      totalSeconds: total,
      accessStreak: 1,
    });
  });

  it('a burst of 100 pings from one user: one study statement, the rest answered as keep-alives; a teacher is served meanwhile', async () => {
    await openGates();
    const u = await t.create.user(t.demo);
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const c = await counting();
    try {
      // What a keep-alive costs (token check and the answer's user), measured here.
      await t.as(u).post('/ping').expect(200);
      const keepAlive = c.checkouts();
      expect(await c.statements('study_totals:INSERT')).toBe(0);

      const before = c.checkouts();
      const teacherCalls: Promise<{ status: number }>[] = [];
      const pings = Array.from({ length: 100 }, (_, i) => {
        if (i % 20 === 0) teacherCalls.push(t.as(teacher).get('/tutors/metrics'));
        return t.as(u).post('/ping').send({ active: true, active_seconds: 60 });
      });
      const answers = await Promise.all(pings);
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
      expect((await Promise.all(teacherCalls)).map((r) => r.status)).toEqual(Array(5).fill(200));
      // The gate lets one ping through to the database: one upsert of the totals, one session row.
      // (INSERT … ON CONFLICT DO UPDATE fires both statement triggers: its INSERT counts it once.)
      expect(await c.statements('study_totals:INSERT')).toBe(1);
      expect(await c.statements('study_sessions:INSERT')).toBe(1);
      // Every other ping cost what a keep-alive costs; the recorded one, one checkout more (its one
      // statement); the teacher's calls are counted too, so bound them by the keep-alive's cost x 100 + theirs.
      const burst = c.checkouts() - before;
      const teacherCost = await (async () => {
        const from = c.checkouts();
        await t.as(teacher).get('/tutors/metrics').expect(200);
        return c.checkouts() - from;
      })();
      expect(burst).toBeLessThanOrEqual(100 * keepAlive + 1 + 5 * teacherCost);
      expect(await t.db.studySession.count({ where: { userId: u.id } })).toBe(1);
    } finally {
      await c.stop();
    }
  });

  it("the gate is per user: another learner's ping in the same burst is recorded", async () => {
    await openGates();
    const [a, b] = [await t.create.user(t.demo), await t.create.user(t.demo)];
    await Promise.all([a, b, a, b].map((u) => t.as(u).post('/ping').send({ active: true, active_seconds: 0 }).expect(200)));
    expect(await t.db.studyTotal.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(2);
  });
});
