import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, type FileStorage } from '@trilha/storage';
import { silentLogger } from '@trilha/jobs/types';
import { RETRY_POLICY } from '@trilha/jobs';
import { importInscriptionsCsv } from '@trilha/worker/jobs/inscriptions/import-csv';
import { setupDbTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

// inscriptions.import-csv: a worker killed in the middle of a file resumes after the committed
// batches (nobody enrolled twice, counts exact, an e-mail repeated across the cut still reported),
// and the last failed attempt marks the import failed and says so live.
const t = setupDbTest();
let dir: string;
let demo: TestTenant;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-inscriptions-csv-'));
  demo = await t.create.tenant();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const LEARNERS = 2500;
const ctx = (attempt: number) => ({
  id: 'job-1',
  name: 'inscriptions.import-csv' as const,
  attempt,
  rerun: attempt > 1,
  logger: silentLogger,
});
const recorder = () => {
  const sent: { userId: number; event: string; data: Record<string, number | string | null> }[] = [];
  return {
    sent,
    toUser: (userId: number, event: string, data: unknown) => void sent.push({ userId, event, data: data as never }),
  };
};

/**
 * The storage, but the file's stream breaks after `bytes` (a worker killed mid-file, a network
 * cut), once `ready()` holds (the condition the test wants reached before the cut).
 */
const breaking = (storage: FileStorage, bytes: number, ready: () => Promise<boolean> = async () => true): FileStorage => ({
  ...storage,
  async open(key) {
    const object = await storage.open(key);
    if (!object) return null;
    // 1 KB at a time, as a network read would come, so the lines before the cut reach the job.
    async function* cut() {
      let seen = 0;
      for await (const chunk of object!.body as AsyncIterable<Buffer>) {
        for (let at = 0; at < chunk.length; at += 1024) {
          const piece = chunk.subarray(at, Math.min(at + 1024, chunk.length));
          if (seen + piece.length > bytes) {
            yield piece.subarray(0, bytes - seen);
            while (!(await ready())) await new Promise((r) => setImmediate(r));
            throw new Error('connection reset');
          }
          seen += piece.length;
          yield piece;
          await new Promise((r) => setImmediate(r));
        }
      }
    }
    return { ...object, body: Readable.from(cut(), { objectMode: false }) };
  },
});

async function seedLearners(prefix: string): Promise<void> {
  await t.db.$executeRawUnsafe(
    `INSERT INTO users (name, email, password_hash, type, updated_at)
     SELECT 'Aluno ' || i, '${prefix}' || i || '@example.com', 'x', 'student', now() FROM generate_series(1, ${LEARNERS}) i`,
  );
  await t.db.$executeRawUnsafe(
    `INSERT INTO company_users (company_id, user_id) SELECT ${demo.company.id}, id FROM users WHERE email LIKE '${prefix}%@example.com'`,
  );
}

async function newImport(storage: FileStorage, csv: string, requestedById: number, disciplineId: number) {
  const key = `private/c${demo.company.id}/inscription-imports/test-${Date.now()}.csv`;
  await storage.put(key, Readable.from([Buffer.from(csv)]), 'text/csv; charset=utf-8');
  return t.db.inscriptionImport.create({
    data: {
      companyId: demo.company.id,
      disciplineId,
      requestedById,
      fileName: 'turma.csv',
      storageKey: key,
      checksum: 'x',
      totalLines: csv.split('\n').length - 2,
    },
  });
}

describe('inscriptions.import-csv', () => {
  it('resumes after the committed batches when a run dies mid-file: nobody twice, exact counts', async () => {
    const storage = createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
    const manager = await t.create.user(demo, { type: 'manager' });
    const d = await t.create.discipline(demo);
    await seedLearners('lote');
    // 2,500 learners, then line 2,503 repeats line 2 (before the cut), then one unknown address.
    const lines = Array.from({ length: LEARNERS }, (_, i) => `lote${i + 1}@example.com,2026-03-01,`);
    const csv = ['email,started_at,finished_at', ...lines, 'lote1@example.com,,', 'ninguem@example.com,,', ''].join('\n');
    const row = await newImport(storage, csv, manager.id, d.id);
    const job = (s: FileStorage, e: ReturnType<typeof recorder>, attempt: number) =>
      importInscriptionsCsv({ tenantDb: t.tenantDb, storage: s, emitter: e })(
        { company_id: demo.company.id, import_id: row.id },
        ctx(attempt),
      );

    // The first run breaks after ~1,700 lines: the first batch (1,000 lines) is committed, the second never.
    const first = recorder();
    const committed = async () => (await t.db.inscriptionImport.findFirstOrThrow({ where: { id: row.id } })).linesDone >= 1000;
    await expect(job(breaking(storage, 1700 * 30, committed), first, 1)).rejects.toThrow('connection reset');
    const cut = await t.db.inscriptionImport.findUniqueOrThrow({
      where: { companyId_id: { companyId: demo.company.id, id: row.id } },
    });
    expect(cut).toMatchObject({ status: 'running', linesDone: 1000, createdCount: 1000, rejectedCount: 0 });
    expect(await t.db.disciplineInscription.count({ where: { disciplineId: d.id } })).toBe(1000);

    const second = recorder();
    await job(storage, second, 2);
    const done = await t.db.inscriptionImport.findUniqueOrThrow({
      where: { companyId_id: { companyId: demo.company.id, id: row.id } },
    });
    expect(done).toMatchObject({
      status: 'done',
      linesDone: LEARNERS + 2,
      createdCount: LEARNERS,
      existingCount: 0,
      rejectedCount: 2,
    });
    expect(await t.db.disciplineInscription.count({ where: { disciplineId: d.id } })).toBe(LEARNERS);
    const rejected = (await storage.open(done.rejectedKey!))!;
    let text = '';
    for await (const chunk of rejected.body) text += chunk.toString();
    expect(text).toContain(`${LEARNERS + 2};lote1@example.com;;;E-mail repetido no arquivo (linha 2)\r\n`);
    expect(text).toContain(`${LEARNERS + 3};ninguem@example.com;;;Usuário não encontrado nesta empresa\r\n`);
    // Progress only grows, and the end is told once, to the sender.
    const progress = second.sent
      .filter((s) => s.event === '.inscriptions.import.progress')
      .map((s) => s.data.lines_done as number);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBeGreaterThan(1000);
    expect(second.sent.filter((s) => s.event === '.inscriptions.import.done')).toEqual([
      {
        userId: manager.id,
        event: '.inscriptions.import.done',
        data: expect.objectContaining({ status: 'done', created_count: LEARNERS }),
      },
    ]);

    // A run after the end (a retry that lost the race) does nothing.
    const third = recorder();
    await job(storage, third, 3);
    expect(third.sent).toEqual([]);
    expect(await t.db.disciplineInscription.count({ where: { disciplineId: d.id } })).toBe(LEARNERS);
  });

  it('the last failed attempt marks the import failed and tells the sender', async () => {
    const storage = createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
    const manager = await t.create.user(demo, { type: 'manager' });
    const d = await t.create.discipline(demo);
    const row = await newImport(storage, 'email\nx@example.com\n', manager.id, d.id);
    const e = recorder();
    await expect(
      importInscriptionsCsv({ tenantDb: t.tenantDb, storage: breaking(storage, 3), emitter: e })(
        { company_id: demo.company.id, import_id: row.id },
        ctx(RETRY_POLICY.attempts),
      ),
    ).rejects.toThrow('connection reset');
    const failed = await t.db.inscriptionImport.findUniqueOrThrow({
      where: { companyId_id: { companyId: demo.company.id, id: row.id } },
    });
    expect(failed).toMatchObject({ status: 'failed', error: 'Não foi possível processar o arquivo. Envie-o novamente' });
    expect(e.sent.map((s) => [s.userId, s.event, s.data.status])).toEqual([[manager.id, '.inscriptions.import.done', 'failed']]);
  });
});
