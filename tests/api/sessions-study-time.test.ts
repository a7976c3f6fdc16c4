import { beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
import type { AppDeps } from '@trilha/api/deps';
import { createDomainEventBus } from '@trilha/api/events/bus';
import { STUDY_IDLE_CUTOFF_SECONDS } from '@trilha/shared/sessions';
import { Prisma } from '@trilha/db';
import { studentRank, weekStartSql } from '@trilha/queries/sessions';
import { recordStudyTime } from '../../apps/api/src/domains/sessions/record-study-time.ts';
import { setupDbTest } from '../support/fixture.ts';
import { createTenant, createUser, type TestTenant } from '../support/factories.ts';

// The study-time rule (docs/sessions.md) driven with controlled timestamps: what a scripted
// sequence of pings records, the idle cut-off, replayed and concurrent pings, the streak across
// the company's midnight, and the event each counted ping publishes.
const t = setupDbTest();
let tenant: TestTenant;
const TZ = 'America/Sao_Paulo'; // UTC−3 all year (no daylight saving since 2019)

beforeAll(async () => {
  tenant = await createTenant(t.db);
});

function clock(startIso: string) {
  let now = Date.parse(startIso);
  return {
    at: () => new Date(now),
    advance: (seconds: number) => {
      now += seconds * 1000;
      return new Date(now);
    },
  };
}

const deps = () => {
  const d = { db: t.tenantDb } as unknown as AppDeps;
  return { db: t.tenantDb, domainEvents: createDomainEventBus([], () => d) };
};
const ping = (userId: number, at: Date, timeZone = TZ, extra: { activeSeconds?: number; learner?: boolean } = {}) =>
  runAsTenant(tenant.company.id, () => recordStudyTime(deps(), { companyId: tenant.company.id, userId, at, timeZone, ...extra }));

const sessionsOf = (userId: number) =>
  t.db.studySession.findMany({ where: { userId }, orderBy: { startedAt: 'asc' }, select: { seconds: true, startedAt: true } });
const totalsOf = (userId: number) => t.db.studyTotal.findFirstOrThrow({ where: { userId } });
const eventsOf = async (userId: number) =>
  (await t.db.domainEvent.findMany({ where: { name: 'study-time.recorded' }, orderBy: { id: 'asc' } }))
    .map((e) => e.payload as { user_id: number; seconds_added: number; total_seconds: number; consecutive_access_days: number })
    .filter((p) => p.user_id === userId);

describe('study time (POST /ping rule)', () => {
  it('records a scripted 2-hour session of pings every 60 s within a second, as one session', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-10T13:00:00.000Z');
    await ping(u.id, c.at());
    // A little jitter, as browsers' timers have: 60 s ± 0.4 s.
    for (let i = 1; i <= 120; i++) await ping(u.id, c.advance(60 + (i % 3 === 0 ? 0.4 : i % 3 === 1 ? -0.3 : -0.1)));
    const elapsed = Math.round((c.at().getTime() - Date.parse('2026-03-10T13:00:00.000Z')) / 1000);
    const sessions = await sessionsOf(u.id);
    expect(sessions).toHaveLength(1);
    expect(Math.abs(sessions[0]!.seconds - elapsed)).toBeLessThanOrEqual(1);
    expect((await totalsOf(u.id)).totalSeconds).toBe(sessions[0]!.seconds);
  });

  it('cuts the session after an idle gap longer than the cut-off; the gap is not counted', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-11T12:00:00.000Z');
    await ping(u.id, c.at());
    await ping(u.id, c.advance(60));
    await ping(u.id, c.advance(STUDY_IDLE_CUTOFF_SECONDS)); // exactly the cut-off: still the same session
    await ping(u.id, c.advance(STUDY_IDLE_CUTOFF_SECONDS + 1)); // one second more: a new session
    await ping(u.id, c.advance(120));
    const sessions = await sessionsOf(u.id);
    expect(sessions.map((s) => s.seconds)).toEqual([60 + STUDY_IDLE_CUTOFF_SECONDS, 120]);
    expect((await totalsOf(u.id)).totalSeconds).toBe(60 + STUDY_IDLE_CUTOFF_SECONDS + 120);
  });

  it('counts a replayed or late ping once: nothing changes, no event', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-12T12:00:00.000Z');
    await ping(u.id, c.at());
    const second = c.advance(60);
    expect(await ping(u.id, second)).toMatchObject({ secondsAdded: 60 });
    expect(await ping(u.id, second)).toBeNull();
    expect(await ping(u.id, new Date(second.getTime() - 30_000))).toBeNull();
    expect((await totalsOf(u.id)).totalSeconds).toBe(60);
    // Only a ping that credited time publishes (the opening one credits 0 s).
    expect((await eventsOf(u.id)).map((e) => e.seconds_added)).toEqual([60]);
  });

  it('applies concurrent pings one after the other (the totals row is the lock)', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-13T12:00:00.000Z');
    await ping(u.id, c.at());
    const at = c.advance(60);
    // Ten copies of one ping at once (a retrying client, two tabs): counted once.
    await Promise.all(Array.from({ length: 10 }, () => ping(u.id, at)));
    // Ten pings a second apart, sent together in any order: the session reaches the latest.
    const later = Array.from({ length: 10 }, (_, i) => new Date(at.getTime() + (i + 1) * 1000));
    await Promise.all([...later].reverse().map((d) => ping(u.id, d)));
    const sessions = await sessionsOf(u.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.seconds).toBe(70);
    expect((await totalsOf(u.id)).totalSeconds).toBe(sessions[0]!.seconds);
  });

  it("counts consecutive days that credited study time, in the company's time zone; cuts the session at its midnight", async () => {
    const u = await createUser(t.db, tenant);
    // 23:58 in São Paulo is 02:58 UTC the next day: the UTC day changes, the company's does not.
    await ping(u.id, new Date('2026-04-01T02:58:00.000Z')); // 31/03 23:58 local: opens, 0 s
    expect((await totalsOf(u.id)).accessStreak).toBe(0); // a 0-second ping is no day of study
    await ping(u.id, new Date('2026-04-01T02:59:00.000Z')); // 31/03 23:59: +60 s
    expect((await totalsOf(u.id)).accessStreak).toBe(1);
    await ping(u.id, new Date('2026-04-01T03:01:00.000Z')); // 01/04 00:01 local: 60 s each side of midnight
    expect((await totalsOf(u.id)).accessStreak).toBe(2);
    const cut = await sessionsOf(u.id);
    expect(cut.map((s) => [s.startedAt.toISOString(), s.seconds])).toEqual([
      ['2026-04-01T02:58:00.000Z', 120],
      ['2026-04-01T03:00:00.000Z', 60], // local midnight
    ]);
    await ping(u.id, new Date('2026-04-02T15:00:00.000Z')); // 02/04: opens, 0 s: not yet a day
    expect((await totalsOf(u.id)).accessStreak).toBe(2);
    await ping(u.id, new Date('2026-04-02T15:01:00.000Z')); // studied: a third day
    await ping(u.id, new Date('2026-04-02T20:00:00.000Z')); // same day again: still three
    await ping(u.id, new Date('2026-04-02T20:00:30.000Z'));
    expect((await totalsOf(u.id)).accessStreak).toBe(3);
    await ping(u.id, new Date('2026-04-04T15:00:00.000Z')); // 03/04 skipped
    await ping(u.id, new Date('2026-04-04T15:00:10.000Z')); // the run starts over
    expect((await totalsOf(u.id)).accessStreak).toBe(1);
    const events = await eventsOf(u.id);
    expect(events.map((e) => e.consecutive_access_days)).toEqual([1, 2, 3, 3, 1]);
  });

  it('a session crossing Monday midnight counts each side in its own week', async () => {
    const u = await createUser(t.db, tenant);
    // Sunday 2026-04-05 23:57 local (02:57 UTC Monday) to Monday 00:03 local.
    const c = clock('2026-04-06T02:57:00.000Z');
    await ping(u.id, c.at());
    for (let i = 0; i < 6; i++) await ping(u.id, c.advance(60));
    const monday = new Date('2026-04-06T03:00:00.000Z');
    const sessions = await sessionsOf(u.id);
    expect(sessions.map((s) => [s.startedAt.toISOString(), s.seconds])).toEqual([
      ['2026-04-06T02:57:00.000Z', 180],
      [monday.toISOString(), 180],
    ]);
    // current_week (sessions started since Monday 00:00) holds the Monday part only.
    const [row] = await t.db.$queryRaw<{ week: number }[]>(Prisma.sql`
      SELECT COALESCE(sum(seconds), 0)::int AS week FROM study_sessions
       WHERE user_id = ${u.id} AND started_at >= ${weekStartSql(c.at(), TZ)}`);
    expect(row!.week).toBe(180);
    expect((await totalsOf(u.id)).totalSeconds).toBe(360);
  });

  it('credits the activity a ping claims, never more than the time between two counted pings', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-16T12:00:00.000Z');
    await ping(u.id, c.at(), TZ, { activeSeconds: 60 }); // opens: nothing before it is proven
    expect(await ping(u.id, c.advance(60), TZ, { activeSeconds: 20 })).toMatchObject({ secondsAdded: 20 }); // idle 40 s
    // A crafted claim beyond the wall clock is cut to the time between the pings.
    expect(await ping(u.id, c.advance(60), TZ, { activeSeconds: 86_400 })).toMatchObject({ secondsAdded: 60 });
    expect(await ping(u.id, c.advance(60), TZ, { activeSeconds: 0 })).toMatchObject({ secondsAdded: 0 });
    // Beyond the idle cut-off a claim opens a new session with nothing: the gap is not proven.
    expect(await ping(u.id, c.advance(STUDY_IDLE_CUTOFF_SECONDS + 1), TZ, { activeSeconds: 300 })).toMatchObject({
      secondsAdded: 0,
      opened: true,
    });
    expect((await totalsOf(u.id)).totalSeconds).toBe(80);
    expect((await sessionsOf(u.id)).map((s) => s.seconds)).toEqual([80, 0]);
  });

  it('publishes study-time.recorded with the totals, in the same transaction', async () => {
    const u = await createUser(t.db, tenant);
    const c = clock('2026-03-14T12:00:00.000Z');
    await ping(u.id, c.at());
    await ping(u.id, c.advance(45));
    await ping(u.id, c.advance(45));
    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.seconds_added, e.total_seconds])).toEqual([
      [45, 45],
      [45, 90],
    ]);
  });

  it('ranks a learner by study time among the company (ties share a rank)', async () => {
    const other = await createTenant(t.db);
    const a = await createUser(t.db, other);
    const b = await createUser(t.db, other);
    const c = await createUser(t.db, other);
    const d = await createUser(t.db, other);
    const run = async (userId: number, seconds: number) => {
      const start = new Date('2026-05-01T12:00:00.000Z');
      await runAsTenant(other.company.id, () =>
        recordStudyTime(deps(), { companyId: other.company.id, userId, at: start, timeZone: TZ }),
      );
      await runAsTenant(other.company.id, () =>
        recordStudyTime(deps(), {
          companyId: other.company.id,
          userId,
          at: new Date(start.getTime() + seconds * 1000),
          timeZone: TZ,
        }),
      );
    };
    await run(a.id, 100);
    await run(b.id, 200);
    await run(c.id, 100);
    // A tutor's working time (kept for their total hours) is not in the learners' rank.
    const tutor = await createUser(t.db, other, { type: 'tutor' });
    const start = new Date('2026-05-01T12:00:00.000Z');
    for (const at of [start, new Date(start.getTime() + 250_000)])
      await runAsTenant(other.company.id, () =>
        recordStudyTime(deps(), { companyId: other.company.id, userId: tutor.id, at, timeZone: TZ, learner: false }),
      );
    expect(await t.db.studyTotal.findFirstOrThrow({ where: { userId: tutor.id } })).toMatchObject({
      learner: false,
      totalSeconds: 250,
    });
    expect(
      await t.db.domainEvent.count({ where: { companyId: other.company.id, payload: { path: ['user_id'], equals: tutor.id } } }),
    ).toBe(0);
    const rank = (userId: number) => runAsTenant(other.company.id, () => studentRank(t.tenantDb, other.company.id, userId));
    expect((await rank(b.id)).rank).toBe(1);
    expect((await rank(a.id)).rank).toBe(2);
    expect((await rank(c.id)).rank).toBe(2);
    expect(await rank(d.id)).toEqual({ rank: 4, totalSeconds: 0 });
  });
});
