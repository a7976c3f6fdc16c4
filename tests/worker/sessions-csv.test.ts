import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
import { createLocalDiskStorage } from '@trilha/storage';
import { silentLogger } from '@trilha/jobs/types';
import { RETRY_POLICY } from '@trilha/jobs';
import { exportSessionsCsv } from '@trilha/worker/jobs/sessions/export-sessions-csv';
import { sessionCsvChunks } from '@trilha/worker/jobs/sessions/sessions-csv';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

// sessions.export-csv: the session data list as CSV in private storage, streamed by keyset pages,
// Excel-friendly, then `.sessions.exported` to the requester; failure marked and told.
const t = setupDbTest();
let dir: string;
let demo: TestTenant;
let acme: TestTenant;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-sessions-csv-'));
  demo = await t.create.tenant();
  acme = await t.create.tenant();
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
const emitter = () => {
  const sent: { userId: number; event: string; data: unknown }[] = [];
  return { sent, toUser: (userId: number, event: string, data: unknown) => void sent.push({ userId, event, data }) };
};
const TZ = 'America/Sao_Paulo';

describe('sessions.export-csv', () => {
  it("writes the company's learners with rank and times, Excel-friendly, and tells the requester", async () => {
    const manager = await t.create.user(demo, { type: 'manager' });
    const ana = await t.create.user(demo, { name: 'Ana' });
    const hostile = await t.create.user(demo, { name: '=HYPERLINK("x")' });
    await t.create.user(demo, { name: 'Zeca' }); // never studied: rank after everyone, zeros
    await t.create.study(demo, ana.id, { seconds: 5400, streak: 2, startedAt: new Date(Date.now() - 2 * 3_600_000) });
    await t.create.study(demo, hostile.id, { seconds: 60, startedAt: new Date(Date.now() - 2 * 3_600_000) });
    const acmeLearner = await t.create.user(acme, { name: 'Acme' });
    await t.create.study(acme, acmeLearner.id, { seconds: 99_999 });
    const exp = await t.db.sessionExport.create({
      data: { companyId: demo.company.id, requestedById: manager.id, filters: { type: 'student', time_zone: TZ } },
    });
    const e = emitter();
    await exportSessionsCsv({ tenantDb: t.tenantDb, storage: storage(), emitter: e })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(),
    );
    const done = await t.db.sessionExport.findFirstOrThrow({ where: { id: exp.id } });
    expect(done).toMatchObject({ status: 'ready', rowCount: 3 });
    expect(done.storageKey).toMatch(new RegExp(`^private/c${demo.company.id}/sessions/export-${exp.id}-[0-9a-f-]+\\.csv$`));
    const text = await readFile(join(dir, done.storageKey!), 'utf8');
    expect(
      text.startsWith('\uFEFFPosição;Aluno;E-mail;Tempo total (h);Semana atual (h);Dias consecutivos;Último acesso\r\n'),
    ).toBe(true);
    const [, ...rows] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;
    // A formula start is neutralised with '.
    expect(rows.map((r) => r[1]).sort()).toEqual([`'=HYPERLINK("x")`, 'Ana', 'Zeca'].sort());
    const byName = Object.fromEntries(rows.map((r) => [r[1], r]));
    expect(byName['Ana']!.slice(0, 1)).toEqual(['1']);
    expect(byName['Ana']![3]).toBe('1,5');
    expect(byName['Ana']![5]).toBe('2');
    expect(byName['Ana']![6]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(byName[`'=HYPERLINK("x")`]![0]).toBe('2');
    expect(byName['Zeca']).toEqual(['3', 'Zeca', expect.any(String), '0,0', '0,0', '0', '']);
    expect(rows.some((r) => r[1] === 'Acme')).toBe(false);
    expect(e.sent).toEqual([
      {
        userId: manager.id,
        event: '.sessions.exported',
        data: { id: exp.id, status: 'ready', url: `/sessions/exports/${exp.id}/file` },
      },
    ]);
    // A retry after success does nothing.
    await exportSessionsCsv({ tenantDb: t.tenantDb, storage: storage(), emitter: e })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(2),
    );
    expect(e.sent).toHaveLength(1);
  });

  it("narrows to a tutor's students and pages by keyset without losing or repeating a learner", async () => {
    const tutor = await t.create.user(demo, { type: 'tutor' });
    const d = await t.create.discipline(demo);
    await t.create.enroll(demo, d.id, tutor.id, 'tutor');
    const names = ['Beto', 'Beto', 'Carla', 'Duda', 'Edu'];
    for (const name of names) {
      const u = await t.create.user(demo, { name });
      await t.create.enroll(demo, d.id, u.id);
    }
    const chunks: string[] = [];
    let rows = 0;
    await runAsTenant(demo.company.id, async () => {
      for await (const c of sessionCsvChunks(
        t.tenantDb,
        {
          companyId: demo.company.id,
          filters: { type: 'tutor', tutor_id: tutor.id },
          timeZone: TZ,
          now: new Date(),
          pageRows: 2,
        },
        (n) => void (rows += n),
      ))
        chunks.push(c.toString('utf8'));
    });
    expect(rows).toBe(5);
    expect(chunks).toHaveLength(1 + 3);
    const [, ...lines] = Papa.parse<string[]>(chunks.join('').slice(1), {
      delimiter: ';',
      newline: '\r\n',
      skipEmptyLines: true,
    }).data;
    expect(lines.map((l) => l[1])).toEqual(names);
  });

  it('marks the export failed on the last attempt, says so live and leaves no file behind', async () => {
    const manager = await t.create.user(demo, { type: 'manager' });
    const exp = await t.db.sessionExport.create({
      data: { companyId: demo.company.id, requestedById: manager.id, filters: { type: 'student', time_zone: TZ } },
    });
    const broken = { ...storage(), put: async () => Promise.reject(new Error('disk full')) };
    const e = emitter();
    const run = exportSessionsCsv({ tenantDb: t.tenantDb, storage: broken, emitter: e });
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(1))).rejects.toThrow('disk full');
    expect((await t.db.sessionExport.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('pending');
    expect(e.sent).toEqual([]);
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(RETRY_POLICY.attempts))).rejects.toThrow(
      'disk full',
    );
    expect((await t.db.sessionExport.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('failed');
    expect(e.sent).toEqual([
      { userId: manager.id, event: '.sessions.exported', data: expect.objectContaining({ status: 'failed' }) },
    ]);
    const left = await readdir(join(dir, `private/c${demo.company.id}/sessions`)).catch(() => []);
    expect(left.every((f) => !f.startsWith(`export-${exp.id}-`))).toBe(true);
  });
});
