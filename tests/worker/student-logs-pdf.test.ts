import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@trilha/jobs/types';
import { createLocalDiskStorage, type FileStorage } from '@trilha/storage';
import type { TenantDb } from '@trilha/db';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import { exportJob } from '@trilha/worker/jobs/exports/run-export';
import { studentLogsPdfProducer } from '@trilha/worker/jobs/reports/student-logs-pdf-export';
import { FIRST_PAGE_ROWS, pageCount } from '@trilha/worker/jobs/reports/student-logs-document';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

const t = setupDbTest();
let dir: string;
let demo: TestTenant;
let acme: TestTenant;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-student-logs-pdf-'));
  demo = await t.create.tenant({ domain: 'demo', name: 'Demo' });
  acme = await t.create.tenant({ domain: 'acme', name: 'Acme' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The reports.student-logs-pdf handler: the exports flow around the reports producer. */
const writeStudentLogsPdf = (d: { tenantDb: TenantDb; storage: FileStorage; emitter: Pick<RealtimeEmitter, 'emit'> }) =>
  exportJob({ ...d, emitter: { emit: d.emitter.emit, toUser: () => {} } }, studentLogsPdfProducer);
/** Where the run that settled the export wrote its PDF. */
const keyOf = async (id: number) => (await t.db.export.findFirstOrThrow({ where: { id } })).storageKey!;

const storage = () => createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
const ctx = (attempt = 1) => ({
  id: 'job-1',
  name: 'reports.student-logs-pdf' as const,
  attempt,
  rerun: attempt > 1,
  logger: silentLogger,
});
type Sent = { channel: string; event: string; data: unknown };
const recorder = () => {
  const sent: Sent[] = [];
  return {
    sent,
    emitter: { emit: (c: { name: string }, event: string, data: unknown) => void sent.push({ channel: c.name, event, data }) },
  };
};

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: await readFile(path) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Two learners with facts in a discipline, and a namesake in acme. */
async function world() {
  const d = await t.create.discipline(demo, { name: 'Cálculo Numérico' });
  const m = await t.create.material(demo, d.id);
  const item = await t.create.materialItem(demo, m.id, { title: 'Lista de exercícios 3' });
  const joana = await t.create.user(demo, { type: 'student', name: 'Joana Conceição' });
  const pedro = await t.create.user(demo, { type: 'student', name: 'Pedro Álvares' });
  const tutor = await t.create.user(demo, { type: 'tutor' });
  await t.create.activity(demo, joana.id, {
    kind: 'attempt_finished',
    disciplineId: d.id,
    materialItemId: item.id,
    details: { score: 8.5 },
    occurredAt: new Date('2026-11-11T13:05:00Z'),
  });
  await t.create.activity(demo, joana.id, { kind: 'signed_in', occurredAt: new Date('2026-11-11T13:00:00Z') });
  await t.create.activity(demo, pedro.id, {
    kind: 'item_opened',
    disciplineId: d.id,
    materialItemId: item.id,
    occurredAt: new Date('2026-11-11T14:00:00Z'),
  });
  const acmeJoana = await t.create.user(acme, { type: 'student', name: 'Joana Conceição Acme' });
  await t.create.activity(acme, acmeJoana.id, { kind: 'comment_sent', occurredAt: new Date('2026-11-11T13:30:00Z') });
  return { d, item, joana, pedro, tutor };
}

const request = (userId: number, filters: object) =>
  t.db.export.create({
    data: {
      companyId: demo.company.id,
      requestedById: userId,
      kind: 'student-logs-pdf',
      filters: { ...filters, time_zone: 'America/Sao_Paulo', company_name: 'Demo', row_count: 1 },
    },
  });

describe('reports.student-logs-pdf', () => {
  it('writes the filtered rows into a PDF at the request key, marks it done and sends .pdf.created once', async () => {
    const w = await world();
    const req = await request(w.tutor.id, { user_name: 'Joana' });
    const live = recorder();
    const handler = writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: storage(), emitter: live.emitter as never });
    await handler({ company_id: demo.company.id, request_id: req.id }, ctx());

    const done = await t.db.export.findFirstOrThrow({ where: { id: req.id } });
    expect(done).toMatchObject({ status: 'ready', finishedAt: expect.any(Date) });
    expect(done.storageKey).toMatch(new RegExp(`^private/c${demo.company.id}/reports/export-${req.id}-[0-9a-f-]+\\.pdf$`));
    const path = join(dir, done.storageKey!);
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(path);
    expect(text).toContain('Relatório de atividades dos alunos');
    expect(text).toContain('Aluno: Joana');
    expect(text).toContain('Joana Conceição');
    expect(text).toContain('Cálculo Numérico');
    expect(text).toContain('Finalizou um questionário');
    expect(text).toContain('Nota 8,5');
    expect(text).toContain('Entrou na plataforma');
    // In the company's zone: 13:05 UTC is 10:05 in São Paulo.
    expect(text).toContain('11/11/2026 10:05');
    // Rows the filters leave out, and another tenant's, are not in it.
    expect(text).not.toContain('Pedro Álvares');
    expect(text).not.toContain('Abriu um item');
    expect(text).not.toContain('Acme');
    expect(live.sent).toEqual([
      {
        channel: `student-logs-pdf.${w.tutor.id}`,
        event: '.pdf.created',
        data: { request_id: req.id, pdf_url: `/logs/student/pdf/${req.id}/file` },
      },
    ]);

    // Run again (a retry after success, a duplicate delivery): nothing more is written or sent.
    await handler({ company_id: demo.company.id, request_id: req.id }, ctx(2));
    expect(live.sent).toHaveLength(1);
  });

  it("writes characters outside Latin-1 (an embedded Unicode font), and a tutor's request only their students' rows", async () => {
    const w = await world();
    const dmitri = await t.create.user(demo, { type: 'student', name: 'Дмитрий Ωμέγα' });
    const item = await t.create.materialItem(demo, (await t.create.material(demo, w.d.id)).id, { title: 'Vetores → ∑ ✓ Ł' });
    await t.create.activity(demo, dmitri.id, {
      kind: 'item_opened',
      disciplineId: w.d.id,
      materialItemId: item.id,
      occurredAt: new Date('2026-11-11T15:00:00Z'),
    });
    // Dmitri and Joana are the tutor's students (enrolled where the tutor tutors); Pedro is not.
    const tutor = await t.create.user(demo, { type: 'tutor' });
    const other = await t.create.discipline(demo, { name: 'Outra' });
    await t.create.enroll(demo, w.d.id, tutor.id, 'tutor');
    await t.create.enroll(demo, w.d.id, dmitri.id, 'student');
    await t.create.enroll(demo, w.d.id, w.joana.id, 'student');
    await t.create.enroll(demo, other.id, w.pedro.id, 'student');
    const req = await request(tutor.id, { start_date_time: '2026-11-01', tutor_id: tutor.id });
    const handler = writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: storage(), emitter: recorder().emitter as never });
    await handler({ company_id: demo.company.id, request_id: req.id }, ctx());

    const text = await pdfText(join(dir, await keyOf(req.id)));
    expect(text).toContain('Дмитрий Ωμέγα');
    expect(text).toContain('Vetores → ∑ ✓ Ł');
    expect(text).toContain('Joana Conceição');
    expect(text).toContain('Relatório de atividades dos alunos');
    expect(text).not.toContain('Pedro Álvares');
  });

  it('a run killed mid-file and retried leaves exactly one PDF and one .pdf.created', async () => {
    const w = await world();
    const req = await request(w.tutor.id, { 'disciplines_ids[]': [w.d.id] });
    const live = recorder();
    // The first run dies while the file is being written (the storage fails mid-stream).
    const real = storage();
    const dying: FileStorage = {
      ...real,
      async put(key, body, type) {
        return real.put(
          key,
          (async function* () {
            let n = 0;
            for await (const chunk of body) {
              if (++n > 1) throw new Error('killed');
              yield chunk;
            }
          })(),
          type,
        );
      },
    };
    await expect(
      writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: dying, emitter: live.emitter as never })(
        { company_id: demo.company.id, request_id: req.id },
        ctx(1),
      ),
    ).rejects.toThrow('killed');
    expect((await t.db.export.findFirstOrThrow({ where: { id: req.id } })).status).toBe('processing');
    expect(live.sent).toEqual([]);
    await writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: real, emitter: live.emitter as never })(
      { company_id: demo.company.id, request_id: req.id },
      ctx(2),
    );
    const folder = join(dir, `private/c${demo.company.id}/reports`);
    // The killed run's partial file went; the retry's is the one the export names.
    const files = (await readdir(folder)).filter((f) => f.startsWith(`export-${req.id}-`));
    expect(files).toEqual([(await keyOf(req.id)).split('/').pop()]);
    expect(live.sent.map((s) => s.event)).toEqual(['.pdf.created']);
    const text = await pdfText(join(folder, files[0]!));
    expect(text).toContain('Pedro Álvares');
    expect(text).toContain('Joana Conceição');
  });

  it('the last failed attempt marks the request failed and sends .pdf.failed', async () => {
    const w = await world();
    const req = await request(w.tutor.id, { user_name: 'Joana' });
    const live = recorder();
    const broken: FileStorage = { ...storage(), put: async () => Promise.reject(new Error('disk full')) };
    const run = (attempt: number) =>
      writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: broken, emitter: live.emitter as never })(
        { company_id: demo.company.id, request_id: req.id },
        ctx(attempt),
      );
    await expect(run(1)).rejects.toThrow('disk full');
    expect(live.sent).toEqual([]);
    await expect(run(5)).rejects.toThrow('disk full');
    expect((await t.db.export.findFirstOrThrow({ where: { id: req.id } })).status).toBe('failed');
    expect(live.sent).toEqual([
      {
        channel: `student-logs-pdf.${w.tutor.id}`,
        event: '.pdf.failed',
        data: { request_id: req.id, message: 'Ocorreu um erro ao gerar o relatório! Tente Novamente' },
      },
    ]);
  });

  it('streams 10,000 rows page by page within a bounded heap', async () => {
    const u = await t.create.user(demo, { type: 'student', name: 'Volume Dez Mil' });
    const tutor = await t.create.user(demo, { type: 'tutor' });
    await t.db.$executeRaw`
      INSERT INTO activity_log (company_id, user_id, kind, occurred_at, source_event_id)
      SELECT ${demo.company.id}, ${u.id}, 'signed_in', now() - g * interval '1 minute', 3000000000 + g
        FROM generate_series(1, 10000) g`;
    const req = await request(tutor.id, { user_name: 'Volume Dez Mil' });
    const live = recorder();
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
    const started = Date.now();
    await writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: storage(), emitter: live.emitter as never })(
      { company_id: demo.company.id, request_id: req.id },
      ctx(),
    );
    clearInterval(timer);
    const ms = Date.now() - started;
    console.info(`student-logs PDF: 10,000 rows in ${ms} ms, heap +${Math.round((peak - before) / 1048576)} MB`);
    expect(live.sent.map((s) => s.event)).toEqual(['.pdf.created']);
    const text = await pdfText(join(dir, await keyOf(req.id)));
    // Every row, plus the learner in the heading of page 1 and in the running line of every other page.
    expect(text.match(/Volume Dez Mil/g)?.length).toBe(10_000 + pageCount(10_000));
    expect(text).toContain(`Página ${pageCount(10_000)} de ${pageCount(10_000)}`);
    // One page of rows and its bytes at a time: the heap grows by far less than the file's rows would take.
    expect(peak - before).toBeLessThan(120 * 1024 * 1024);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});

/** A 2×2 PNG (red), written by hand: the smallest real image pdfkit embeds. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the student-log PDF a manager hands to a client (issue 29)', () => {
  /** One learner with `n` sign-ins, a minute apart, from 2026-11-20 12:00 UTC backwards. */
  async function learner(name: string, n: number) {
    const u = await t.create.user(demo, {
      type: 'student',
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    });
    await t.db.$executeRaw`
      INSERT INTO activity_log (company_id, user_id, kind, occurred_at, source_event_id)
      SELECT ${demo.company.id}, ${u.id}, 'signed_in', timestamptz '2026-11-20 12:00Z' - g * interval '1 minute', 4000000000 + ${u.id}::bigint * 100000 + g
        FROM generate_series(0, ${n - 1}) g`;
    return u;
  }

  it.each([
    [
      'pt-BR',
      [
        'Relatório de atividades dos alunos',
        'Aluno:',
        'Período:',
        '20/11/2026',
        'Horários em America/Sao_Paulo (UTC−03:00)',
        'Página 1 de 2',
        'Página 2 de 2',
        'Data/hora',
        'Entrou na plataforma',
      ],
    ],
    [
      'en',
      [
        'Student activity report',
        'Student:',
        'Period:',
        '2026-11-20',
        'Times in America/Sao_Paulo (UTC−03:00)',
        'Page 1 of 2',
        'Page 2 of 2',
        'Date/time',
        'Signed in to the platform',
      ],
    ],
    [
      'es',
      [
        'Informe de actividades de los alumnos',
        'Alumno:',
        'Período:',
        '20/11/2026',
        'Horarios en America/Sao_Paulo (UTC−03:00)',
        'Página 1 de 2',
        'Página 2 de 2',
        'Fecha/hora',
        'Entró en la plataforma',
      ],
    ],
  ] as const)(
    "names the learner, the period, the zone and 'page X of Y', in the requester's language (%s)",
    async (locale, expected) => {
      // One row more than the first page holds: two pages.
      const surname = { 'pt-BR': 'Quintana', en: 'Ribeira', es: 'Saldanha' }[locale];
      const u = await learner(`Helena ${surname}`, FIRST_PAGE_ROWS + 1);
      const tutor = await t.create.user(demo, { type: 'tutor' });
      const req = await request(tutor.id, { user_name: surname, start_date_time: '2026-11-01', end_date_time: '2026-11-30' });
      await writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: storage(), emitter: recorder().emitter as never })(
        { company_id: demo.company.id, request_id: req.id, locale },
        ctx(),
      );
      const text = await pdfText(join(dir, await keyOf(req.id)));
      for (const e of expected) expect(text, e).toContain(e);
      // The learner's own name in the heading, not the text searched for; the period as asked.
      expect(text).toContain(`${u.name} <${u.email}>`);
      expect(text).toMatch(locale === 'en' ? /2026-11-01 – 2026-11-30/ : /01\/11\/2026 – 30\/11\/2026/);
      expect(text).not.toContain(`${surname}\n`);
      // 12:00 UTC is 09:00 in São Paulo: the rows are in the company's zone.
      expect(text).toContain(locale === 'en' ? '2026-11-20 09:00' : '20/11/2026 09:00');
    },
  );

  it("draws the company's logo and colour in the band; several learners are counted, the search shown", async () => {
    await learner('Otávio Lima', 3);
    await learner('Otávia Lima', 2);
    const tutor = await t.create.user(demo, { type: 'tutor' });
    const logoKey = `public/c${demo.company.id}/logo-${Date.now()}.png`;
    await storage().put(
      logoKey,
      (async function* () {
        yield tinyPng();
      })(),
      'image/png',
    );
    const req = await t.db.export.create({
      data: {
        companyId: demo.company.id,
        requestedById: tutor.id,
        kind: 'student-logs-pdf',
        filters: {
          user_name: 'Lima',
          time_zone: 'America/Sao_Paulo',
          company_name: 'Demo',
          row_count: 5,
          brand: { color: '#1d4ed8', logo_key: logoKey },
        },
      },
    });
    await writeStudentLogsPdf({ tenantDb: t.tenantDb, storage: storage(), emitter: recorder().emitter as never })(
      { company_id: demo.company.id, request_id: req.id },
      ctx(),
    );
    const path = join(dir, await keyOf(req.id));
    const bytes = await readFile(path);
    expect(bytes.toString('latin1')).toContain('/Subtype /Image');
    const text = await pdfText(path);
    expect(text).toContain('2 alunos');
    expect(text).toContain('Busca: Lima');
    expect(text).toContain('5 registros');
    expect(text).toContain('Página 1 de 1');
  });
});
