import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnrecoverableError } from '@trilha/jobs';
import { silentLogger } from '@trilha/jobs/types';
import { createLocalDiskStorage } from '@trilha/storage';
import { exportJob } from '@trilha/worker/jobs/exports/run-export';
import { sessionsCsvProducer } from '@trilha/worker/jobs/sessions/sessions-csv-export';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

// The one worker flow of every export (jobs/exports/run-export.ts): claim, write under a key of the
// run's own, settle once, tell once. Shown here with the sessions CSV's producer.
const t = setupDbTest();
let dir: string;
let demo: TestTenant;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-exports-'));
  demo = await t.create.tenant();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const storage = () => createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
const ctx = (attempt = 1) => ({
  id: 'job-1',
  name: 'sessions.export-csv' as const,
  attempt,
  rerun: attempt > 1,
  logger: silentLogger,
});
const recorder = () => {
  const sent: { userId: number; event: string; data: unknown }[] = [];
  return {
    sent,
    emit: () => {},
    toUser: (userId: number, event: string, data: unknown) => void sent.push({ userId, event, data }),
  };
};
const newExport = async (filters: object) => {
  const manager = await t.create.user(demo, { type: 'manager' });
  const ana = await t.create.user(demo, { name: 'Ana' });
  await t.create.study(demo, ana.id, { seconds: 600 });
  return t.db.export.create({ data: { companyId: demo.company.id, kind: 'sessions-csv', requestedById: manager.id, filters } });
};
const filesOf = async (id: number) =>
  (await readdir(join(dir, `private/c${demo.company.id}/sessions`)).catch(() => [] as string[])).filter((f) =>
    f.startsWith(`export-${id}-`),
  );

describe('the exports flow', () => {
  it('two runs of the same job at once (a stalled worker handed on): one file, one ready, one event', async () => {
    const exp = await newExport({ type: 'student', time_zone: 'America/Sao_Paulo' });
    const live = recorder();
    const run = exportJob({ tenantDb: t.tenantDb, storage: storage(), emitter: live }, sessionsCsvProducer);
    await Promise.all([
      run({ company_id: demo.company.id, export_id: exp.id }, ctx()),
      run({ company_id: demo.company.id, export_id: exp.id }, ctx()),
    ]);
    const done = await t.db.export.findFirstOrThrow({ where: { id: exp.id } });
    expect(done).toMatchObject({ status: 'ready', rowCount: 1, finishedAt: expect.any(Date) });
    expect(await filesOf(exp.id)).toEqual([done.storageKey!.split('/').pop()]);
    expect(live.sent).toEqual([
      {
        userId: exp.requestedById,
        event: '.sessions.exported',
        data: { id: exp.id, status: 'ready', url: `/sessions/exports/${exp.id}/file` },
      },
    ]);
    // A replay after it settled (a duplicate delivery) writes and says nothing.
    await run({ company_id: demo.company.id, export_id: exp.id }, ctx(2));
    expect(await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).toEqual(done);
    expect(await filesOf(exp.id)).toHaveLength(1);
    expect(live.sent).toHaveLength(1);
  });

  it('stored filters that cannot make a file: failed at once, told once, no retry', async () => {
    const exp = await newExport({ type: 'nobody' });
    const live = recorder();
    const run = exportJob({ tenantDb: t.tenantDb, storage: storage(), emitter: live }, sessionsCsvProducer);
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx())).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('failed');
    expect(live.sent.map((s) => (s.data as { status: string }).status)).toEqual(['failed']);
    expect(await filesOf(exp.id)).toEqual([]);
  });

  it("a job never writes an export of another kind, nor another tenant's", async () => {
    const manager = await t.create.user(demo, { type: 'manager' });
    const pdf = await t.db.export.create({
      data: { companyId: demo.company.id, kind: 'student-logs-pdf', requestedById: manager.id, filters: { user_name: 'x' } },
    });
    const run = exportJob({ tenantDb: t.tenantDb, storage: storage(), emitter: recorder() }, sessionsCsvProducer);
    await expect(run({ company_id: demo.company.id, export_id: pdf.id }, ctx())).rejects.toBeInstanceOf(UnrecoverableError);
    const other = await t.create.tenant();
    await expect(run({ company_id: other.company.id, export_id: pdf.id }, ctx())).rejects.toBeInstanceOf(UnrecoverableError);
    expect((await t.db.export.findFirstOrThrow({ where: { id: pdf.id } })).status).toBe('pending');
  });
});
