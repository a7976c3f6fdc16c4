import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
import { createLocalDiskStorage } from '@trilha/storage';
import { silentLogger } from '@trilha/jobs/types';
import { RETRY_POLICY } from '@trilha/jobs';
import type { TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import { exportJob } from '@trilha/worker/jobs/exports/run-export';
import { sessionsCsvProducer } from '@trilha/worker/jobs/sessions/sessions-csv-export';
import { sessionCsvChunks } from '@trilha/worker/jobs/sessions/sessions-csv';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';
import { pagedSessionCsv } from './support/paged-csv.ts';

// sessions.export-csv: the session data list as CSV in private storage, streamed by one COPY,
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
/** The sessions.export-csv handler: the exports flow around the sessions producer. */
const exportSessionsCsv = (d: { tenantDb: TenantDb; storage: FileStorage; emitter: ReturnType<typeof emitter> }) =>
  exportJob({ ...d, emitter: { emit: () => {}, toUser: d.emitter.toUser } }, sessionsCsvProducer);

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
    const exp = await t.db.export.create({
      data: {
        companyId: demo.company.id,
        kind: 'sessions-csv',
        requestedById: manager.id,
        filters: { type: 'student', time_zone: TZ },
      },
    });
    const e = emitter();
    await exportSessionsCsv({ tenantDb: t.tenantDb, storage: storage(), emitter: e })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(),
    );
    const done = await t.db.export.findFirstOrThrow({ where: { id: exp.id } });
    expect(done).toMatchObject({ status: 'ready', rowCount: 3 });
    expect(done.storageKey).toMatch(new RegExp(`^private/c${demo.company.id}/sessions/export-${exp.id}-[0-9a-f-]+\\.csv$`));
    const text = await readFile(join(dir, done.storageKey!), 'utf8');
    expect(text.startsWith('\uFEFFPosição;Aluno;E-mail;Tempo total (h);Semana atual (h);Dias consecutivos;Último acesso\n')).toBe(
      true,
    );
    const [, ...rows] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\n', skipEmptyLines: true }).data;
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

  it("narrows to a tutor's students and writes every learner once, by name (one COPY)", async () => {
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
        },
        (n) => void (rows += n),
      ))
        chunks.push(c.toString('utf8'));
    });
    expect(rows).toBe(5);
    const [, ...lines] = Papa.parse<string[]>(chunks.join('').slice(1), {
      delimiter: ';',
      newline: '\n',
      skipEmptyLines: true,
    }).data;
    expect(lines.map((l) => l[1])).toEqual(names);
  });

  it('marks the export failed on the last attempt, says so live and leaves no file behind', async () => {
    const manager = await t.create.user(demo, { type: 'manager' });
    const exp = await t.db.export.create({
      data: {
        companyId: demo.company.id,
        kind: 'sessions-csv',
        requestedById: manager.id,
        filters: { type: 'student', time_zone: TZ },
      },
    });
    const broken = { ...storage(), put: async () => Promise.reject(new Error('disk full')) };
    const e = emitter();
    const run = exportSessionsCsv({ tenantDb: t.tenantDb, storage: broken, emitter: e });
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(1))).rejects.toThrow('disk full');
    // Claimed by the first run, retried later: still not done, not failed.
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('processing');
    expect(e.sent).toEqual([]);
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(RETRY_POLICY.attempts))).rejects.toThrow(
      'disk full',
    );
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('failed');
    expect(e.sent).toEqual([
      { userId: manager.id, event: '.sessions.exported', data: expect.objectContaining({ status: 'failed' }) },
    ]);
    const left = await readdir(join(dir, `private/c${demo.company.id}/sessions`)).catch(() => []);
    expect(left.every((f) => !f.startsWith(`export-${exp.id}-`))).toBe(true);
  });
});

const cells = (text: string) => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};
const collect = async (gen: AsyncGenerator<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const p of gen) parts.push(p);
  return Buffer.concat(parts).toString('utf8');
};

describe('session CSV by COPY (issue 29)', () => {
  it('holds, cell for cell, what the paged papaparse path wrote', async () => {
    const tenant = await t.create.tenant();
    const names = ['Beto', 'Beto', '@Carla', ' Duda ', 'Edu "E"'];
    for (const [i, name] of names.entries()) {
      const u = await t.create.user(tenant, { name });
      // Hours that round the same in binary and decimal (see docs/reports.md "CSV exports").
      if (i % 2 === 0) await t.create.study(tenant, u.id, { seconds: 1000 + 1234 * i, streak: i });
    }
    for (const filters of [{ type: 'student' as const }, { type: 'student' as const, name: 'bet' }]) {
      const o = { companyId: tenant.company.id, filters, timeZone: TZ, now: new Date() };
      const [copied, paged] = await runAsTenant(tenant.company.id, async () => [
        await collect(sessionCsvChunks(t.tenantDb, o, () => {})),
        await collect(pagedSessionCsv(t.tenantDb, { ...o, pageRows: 2 }, () => {})),
      ]);
      expect(cells(copied)).toEqual(cells(paged));
      expect(cells(copied).length).toBeGreaterThan(1);
    }
  });

  it.each([
    ['en', 'Rank;Student;Email;Total time (h);This week (h);Consecutive days;Last access', '1.5', /^\d{4}-\d\d-\d\d \d\d:\d\d$/],
    [
      'es',
      'Posición;Alumno;Correo electrónico;Tiempo total (h);Semana actual (h);Días consecutivos;Último acceso',
      '1,5',
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    ],
  ] as const)(
    'writes the header and numbers in the requester language (%s, carried by the job)',
    async (locale, header, hours, date) => {
      const tenant = await t.create.tenant();
      const manager = await t.create.user(tenant, { type: 'manager' });
      const ana = await t.create.user(tenant, { name: 'Ana' });
      await t.create.study(tenant, ana.id, { seconds: 5400 });
      const exp = await t.db.export.create({
        data: {
          companyId: tenant.company.id,
          kind: 'sessions-csv',
          requestedById: manager.id,
          filters: { type: 'student', time_zone: TZ },
        },
      });
      await exportSessionsCsv({ tenantDb: t.tenantDb, storage: storage(), emitter: emitter() })(
        { company_id: tenant.company.id, export_id: exp.id, locale },
        ctx(),
      );
      const done = await t.db.export.findFirstOrThrow({ where: { id: exp.id } });
      const text = await readFile(join(dir, done.storageKey!), 'utf8');
      expect(text.startsWith(`\uFEFF${header}\n`)).toBe(true);
      const [, row] = cells(text);
      expect(row![1]).toBe('Ana');
      expect(row![3]).toBe(hours);
      expect(row![6]).toMatch(date);
    },
  );
});
