import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOMAIN, seedDemo, SEED_STEPS } from '@trilha/db/seed';
import { isNotificationType, renderNotificationTitle } from '@trilha/shared/notifications';
import { setupDbTest } from '../support/fixture.ts';

// Issue 29 item 28: a fresh demo has history to show: the student-log report (activity_log) and
// the admins' audit log are not empty, dated over the last weeks, the same on every seed.
const t = setupDbTest();
let dir: string;
let companyId: number;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-seed-history-'));
  await seedDemo(t.db, { storageDir: dir });
  companyId = (await t.db.consumer.findUniqueOrThrow({ where: { domain: DEMO_DOMAIN } })).companyId;
}, 180_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const counts = async () => {
  const [row] = await t.db.$queryRaw<{ activity: number; audit: number }[]>`
    SELECT (SELECT count(*)::int FROM activity_log WHERE company_id = ${companyId}) AS activity,
           (SELECT count(*)::int FROM audit_log WHERE company_id = ${companyId}) AS audit`;
  return row!;
};

describe('the demo seed history', () => {
  it("gives the demo student weeks of every kind of activity, and other learners theirs, learners' only", async () => {
    const student = await t.db.user.findUniqueOrThrow({ where: { email: 'student@demo.trilha.dev' } });
    const rows = await t.db.$queryRaw<{ kind: string; n: number; first: Date; last: Date }[]>`
      SELECT kind::text, count(*)::int AS n, min(occurred_at) AS first, max(occurred_at) AS last
        FROM activity_log WHERE company_id = ${companyId} AND user_id = ${student.id} GROUP BY kind`;
    const kinds = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    for (const k of ['signed_in', 'item_opened', 'item_completed', 'attempt_finished', 'comment_sent'])
      expect(kinds[k], k).toBeGreaterThan(0);
    const first = Math.min(...rows.map((r) => r.first.getTime()));
    const last = Math.max(...rows.map((r) => r.last.getTime()));
    expect(last - first).toBeGreaterThan(14 * 86_400_000);
    expect(last).toBeLessThanOrEqual(Date.now());
    const [others] = await t.db.$queryRaw<{ learners: number; staff: number }[]>`
      SELECT count(DISTINCT a.user_id) FILTER (WHERE u.type = 'student')::int AS learners,
             count(*) FILTER (WHERE u.type <> 'student')::int AS staff
        FROM activity_log a JOIN users u ON u.id = a.user_id WHERE a.company_id = ${companyId}`;
    expect(others!.learners).toBeGreaterThan(3);
    expect(others!.staff).toBe(0);
  });

  it('fills the audit log with the staff actions of the last weeks', async () => {
    const actions = await t.db.$queryRaw<{ action: string }[]>`
      SELECT DISTINCT action FROM audit_log WHERE company_id = ${companyId} ORDER BY action`;
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['company.created', 'user.created', 'access-as.opened', 'grade-export.requested']),
    );
  });

  it('is idempotent: a second seed adds nothing', async () => {
    const before = await counts();
    await seedDemo(t.db, { storageDir: dir });
    expect(SEED_STEPS.map((s) => s.name)).toEqual(expect.arrayContaining(['reports', 'audit']));
    expect(await counts()).toEqual(before);
  });

  it("writes the demo's notifications as the platform does: a registered type with params, read in every language", async () => {
    const rows = await t.db.notification.findMany({
      where: { companyId },
      select: { type: true, title: true, params: true },
    });
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(isNotificationType(r.type), r.type).toBe(true);
      expect(r.params, r.title).toBeTruthy();
      const params = r.params as Record<string, string>;
      // The stored title is the pt-BR rendering; en differs from it, so the reader's language is used.
      expect(renderNotificationTitle({ type: r.type, params }, 'pt-BR')).toBe(r.title);
      expect(renderNotificationTitle({ type: r.type, params, title: r.title }, 'en')).not.toBe(r.title);
    }
  });
});
