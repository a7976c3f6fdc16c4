import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleUrl, createTenantDb, runAsTenant } from '@trilha/db';
import { createLocalDiskStorage, createS3Storage } from '@trilha/storage';
import { silentLogger } from '@trilha/jobs/types';
import type { TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import { exportJob } from '@trilha/worker/jobs/exports/run-export';
import { gradesCsvProducer } from '@trilha/worker/jobs/grades/grades-csv-export';
import { gradeCsvChunks } from '@trilha/worker/jobs/grades/grades-csv';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';
import { startS3Server } from '../support/s3-server.ts';
import { pagedGradeCsv } from './support/paged-csv.ts';

const t = setupDbTest();
let dir: string;
let demo: TestTenant;
let acme: TestTenant;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-grades-csv-'));
  demo = await t.create.tenant({ domain: 'demo', name: 'Demo' });
  acme = await t.create.tenant({ domain: 'acme', name: 'Acme' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The grades.export-csv handler: the exports flow around the grades producer (no live event). */
const exportGradesCsv = (d: { tenantDb: TenantDb; storage: FileStorage }) =>
  exportJob({ ...d, emitter: { emit: () => {}, toUser: () => {} } }, gradesCsvProducer);

const storage = () => createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
const ctx = (attempt = 1) => ({
  id: 'job-1',
  name: 'grades.export-csv' as const,
  attempt,
  rerun: attempt > 1,
  logger: silentLogger,
});

/** A discipline with `students` learners graded on two items, hostile names and comments included. */
async function discipline(tenant: TestTenant, students: number) {
  const d = await t.create.discipline(tenant);
  const m = await t.create.material(tenant, d.id);
  const items = [
    await t.create.materialItem(tenant, m.id, { type: 'quiz', title: 'Quiz, "um"' }),
    await t.create.materialItem(tenant, m.id, { type: 'task', title: '=1+1' }),
  ];
  const teacher = await t.create.user(tenant, { type: 'teacher' });
  const users = [];
  for (let i = 0; i < students; i++) users.push(await t.create.user(tenant, { name: `Aluno ${i}` }));
  for (const u of users)
    for (const item of items) await t.create.grade(tenant, { materialItemId: item.id, userId: u.id, value: 7.5 });
  return { d, items, teacher, users };
}

describe('grades.export-csv', () => {
  it('writes every matching row once, Excel-friendly, and marks the export ready with the count', async () => {
    const c = await discipline(demo, 3);
    await discipline(acme, 2); // another tenant's grades never enter the file
    const hostile = await t.create.user(demo, { name: '@SOMA(A1:A9);"x"', email: `h${c.d.id}@example.com` });
    await t.create.grade(demo, {
      materialItemId: c.items[0]!.id,
      userId: hostile.id,
      value: null,
      comment: '-2+3\nlinha 2, com "aspas"; e ponto e vírgula',
    });
    const exp = await t.db.export.create({
      data: { companyId: demo.company.id, kind: 'grades-csv', requestedById: c.teacher.id, filters: { discipline_id: c.d.id } },
    });
    await exportGradesCsv({ tenantDb: t.tenantDb, storage: storage() })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(),
    );
    const done = await t.db.export.findFirstOrThrow({ where: { id: exp.id } });
    expect(done).toMatchObject({ status: 'ready', rowCount: 7 });
    expect(done.storageKey).toMatch(new RegExp(`^private/c${demo.company.id}/grades/export-${exp.id}-[0-9a-f-]+\\.csv$`));
    const text = await readFile(join(dir, done.storageKey!), 'utf8');
    expect(text.startsWith('\uFEFFAluno;E-mail;Item;Tipo;Nota;Situação;Comentário;Avaliada em\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\n', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toHaveLength(8);
    expect(rows).toHaveLength(7);
    // Commas, quotes, semicolons and line breaks survive; formula starts are neutralised with '.
    const h = rows.find((r) => r[1] === hostile.email)!;
    expect(h).toEqual([
      `'@SOMA(A1:A9);"x"`,
      hostile.email,
      'Quiz, "um"',
      'Questionário',
      '',
      'Pendente',
      `'-2+3\nlinha 2, com "aspas"; e ponto e vírgula`,
      '',
    ]);
    const graded = rows.find((r) => r[0] === 'Aluno 0' && r[3] === 'Tarefa')!;
    expect(graded[2]).toBe(`'=1+1`);
    expect(graded[4]).toBe('7,5');
    expect(graded[5]).toBe('Avaliada');
    expect(graded[7]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    // A second run of the same job (a retry after success) changes nothing.
    await exportGradesCsv({ tenantDb: t.tenantDb, storage: storage() })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(2),
    );
    expect(await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).toEqual(done);
  });

  it('applies the stored filters and writes every row once, in the list order (one COPY)', async () => {
    const c = await discipline(demo, 5);
    const exp = await t.db.export.create({
      data: {
        companyId: demo.company.id,
        kind: 'grades-csv',
        requestedById: c.teacher.id,
        filters: { discipline_id: c.d.id, material_item_id: c.items[1]!.id },
      },
    });
    await exportGradesCsv({ tenantDb: t.tenantDb, storage: storage() })(
      { company_id: demo.company.id, export_id: exp.id },
      ctx(),
    );
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).rowCount).toBe(5);
    // Every row once, in the list's order, counted by COPY.
    let counted = 0;
    const chunks: string[] = [];
    await runAsTenant(demo.company.id, async () => {
      for await (const chunk of gradeCsvChunks(
        t.tenantDb,
        { companyId: demo.company.id, disciplineId: c.d.id, filters: {} },
        (n) => void (counted += n),
      ))
        chunks.push(chunk.toString('utf8'));
    });
    expect(counted).toBe(10);
    const rows = Papa.parse<string[]>(chunks.join('').slice(1), { delimiter: ';', skipEmptyLines: true }).data.slice(1);
    expect(rows.map((r) => `${r[0]}|${r[3]}`)).toEqual(c.users.flatMap((u) => [`${u.name}|Questionário`, `${u.name}|Tarefa`]));
  });

  it("orders by student name (the list's order), not by user id, and namesakes", async () => {
    const d = await t.create.discipline(demo);
    const m = await t.create.material(demo, d.id);
    const item = await t.create.materialItem(demo, m.id, { type: 'quiz', title: 'Quiz' });
    // Created in reverse: ids ascend while names descend; two namesakes keep their id order.
    const names = ['Zuleica', 'Marcos', 'Marcos', 'Bianca', 'Ana'];
    const users = [];
    for (const [i, name] of names.entries())
      users.push(await t.create.user(demo, { name, email: `ordem${i}.${d.id}@example.com` }));
    for (const u of users) await t.create.grade(demo, { materialItemId: item.id, userId: u.id, value: 5 });
    const chunks: string[] = [];
    await runAsTenant(demo.company.id, async () => {
      for await (const chunk of gradeCsvChunks(
        t.tenantDb,
        { companyId: demo.company.id, disciplineId: d.id, filters: {} },
        () => {},
      ))
        chunks.push(chunk.toString('utf8'));
    });
    const rows = Papa.parse<string[]>(chunks.join('').slice(1), { delimiter: ';', skipEmptyLines: true }).data.slice(1);
    expect(rows.map((r) => r[1])).toEqual([users[4], users[3], users[1], users[2], users[0]].map((u) => u!.email));
  });

  it('marks the export failed on the last attempt and leaves no file behind', async () => {
    const c = await discipline(demo, 1);
    const exp = await t.db.export.create({
      data: { companyId: demo.company.id, kind: 'grades-csv', requestedById: c.teacher.id, filters: { discipline_id: c.d.id } },
    });
    const broken = { ...storage(), put: async () => Promise.reject(new Error('disk full')) };
    const run = exportGradesCsv({ tenantDb: t.tenantDb, storage: broken });
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(1))).rejects.toThrow('disk full');
    // Claimed by the first run, retried later: still not done, not failed.
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('processing');
    await expect(run({ company_id: demo.company.id, export_id: exp.id }, ctx(5))).rejects.toThrow('disk full');
    expect((await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).status).toBe('failed');
  });
});

describe('grades.export-csv with STORAGE_DRIVER=s3', () => {
  it('writes the CSV into the bucket (s3rver), under the same key, read back whole', async () => {
    const s3 = await startS3Server();
    const bucket = createS3Storage(s3.options('http://{tenant}.localhost/storage'));
    try {
      const c = await discipline(demo, 2);
      const exp = await t.db.export.create({
        data: { companyId: demo.company.id, kind: 'grades-csv', requestedById: c.teacher.id, filters: { discipline_id: c.d.id } },
      });
      await exportGradesCsv({ tenantDb: t.tenantDb, storage: bucket })({ company_id: demo.company.id, export_id: exp.id }, ctx());
      const done = await t.db.export.findFirstOrThrow({ where: { companyId: demo.company.id, id: exp.id } });
      expect(done).toMatchObject({ status: 'ready', rowCount: 4 });
      const object = await bucket.open(done.storageKey!);
      const parts: Buffer[] = [];
      for await (const part of object!.body) parts.push(part as Buffer);
      const text = Buffer.concat(parts).toString('utf8');
      expect(text.startsWith('\uFEFFAluno;E-mail;Item;Tipo;Nota;Situação;Comentário;Avaliada em\n')).toBe(true);
      expect(text.trimEnd().split('\n')).toHaveLength(5);
    } finally {
      bucket.client.destroy();
      await s3.stop();
    }
  });
});

const cells = (text: string) => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

describe('grades CSV by COPY (issue 29)', () => {
  it('holds, cell for cell, what the paged papaparse path wrote (hostile text, nulls, namesakes, filters)', async () => {
    const c = await discipline(demo, 4);
    const odd = await t.create.user(demo, { name: '  espaço nas pontas ', email: `odd${c.d.id}@example.com` });
    await t.create.grade(demo, { materialItemId: c.items[0]!.id, userId: odd.id, value: 9.9, comment: '+x;"y"\r\nz' });
    await t.create.grade(demo, { materialItemId: c.items[1]!.id, userId: odd.id, value: 0, comment: '' });
    const collect = async (gen: AsyncGenerator<Buffer>) => {
      const parts: Buffer[] = [];
      for await (const p of gen) parts.push(p);
      return Buffer.concat(parts).toString('utf8');
    };
    for (const filters of [{}, { search: 'aluno 1' }, { material_item_id: c.items[1]!.id }, { status: 'graded' as const }]) {
      const o = { companyId: demo.company.id, disciplineId: c.d.id, filters };
      const [copied, paged] = await runAsTenant(demo.company.id, async () => [
        await collect(gradeCsvChunks(t.tenantDb, o, () => {})),
        await collect(pagedGradeCsv(t.tenantDb, { ...o, pageRows: 3 }, () => {})),
      ]);
      expect(cells(copied)).toEqual(cells(paged));
      expect(cells(copied).length).toBeGreaterThan(1);
    }
  });

  it.each([
    ['en', 'Student;Email;Item;Type;Grade;Status;Comment;Graded at', ['Quiz', '7.5', 'Graded'], /^\d{4}-\d\d-\d\d \d\d:\d\d$/],
    [
      'es',
      'Alumno;Correo electrónico;Ítem;Tipo;Nota;Estado;Comentario;Calificada el',
      ['Cuestionario', '7,5', 'Calificada'],
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    ],
  ] as const)(
    'writes the header and labels in the requester language (%s, carried by the job)',
    async (locale, header, labels, date) => {
      const c = await discipline(demo, 1);
      const exp = await t.db.export.create({
        data: { companyId: demo.company.id, kind: 'grades-csv', requestedById: c.teacher.id, filters: { discipline_id: c.d.id } },
      });
      await exportGradesCsv({ tenantDb: t.tenantDb, storage: storage() })(
        { company_id: demo.company.id, export_id: exp.id, locale },
        ctx(),
      );
      const done = await t.db.export.findFirstOrThrow({ where: { id: exp.id } });
      const text = await readFile(join(dir, done.storageKey!), 'utf8');
      expect(text.startsWith(`\uFEFF${header}\n`)).toBe(true);
      const quiz = cells(text).find((r) => r[3] === labels[0])!;
      expect([quiz[3], quiz[4], quiz[5]]).toEqual(labels);
      expect(quiz[7]).toMatch(date);
    },
  );
});

describe('grades CSV by COPY on a connection with DATABASE_QUERY_TIMEOUT_MS', () => {
  it("streams through the silence watch's socket listener (pg-copy-streams wants the socket's data alone)", async () => {
    const timed = createTenantDb({ url: t.url, appUrl: appRoleUrl(t.url), max: 2, timeouts: { connectMs: 5000, queryMs: 5000 } });
    try {
      const c = await discipline(demo, 3);
      const exp = await t.db.export.create({
        data: { companyId: demo.company.id, kind: 'grades-csv', requestedById: c.teacher.id, filters: { discipline_id: c.d.id } },
      });
      await exportGradesCsv({ tenantDb: timed, storage: storage() })({ company_id: demo.company.id, export_id: exp.id }, ctx());
      expect(await t.db.export.findFirstOrThrow({ where: { id: exp.id } })).toMatchObject({ status: 'ready', rowCount: 6 });
      // The connection went back to the pool whole: the next statement on it answers.
      await runAsTenant(demo.company.id, () => timed.export.count());
    } finally {
      await timed.$disconnect();
    }
  });
});
