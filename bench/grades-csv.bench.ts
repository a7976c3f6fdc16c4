/**
 * `pnpm bench:grades-csv`: 100,000 grade rows of one discipline written to CSV by the real worker
 * (grades.export-csv over BullMQ) in its own process, whose RSS is sampled from /proc every 50 ms
 * from before the job is queued until the export is ready. Passes when the peak stays under
 * 150 MB, the file has a header plus every row, and the export takes at most 3× its floor: the
 * same rows (gradeCsvRowsSql: same joins, same WHERE, same order), unformatted, through a bare
 * `COPY (…) TO STDOUT WITH CSV` as the app role with the tenant bound, streamed into the same
 * local storage (FLOOR_FACTOR, default 3).
 * Env: GRADE_ROWS (default 100000), RSS_LIMIT_MB (default 150), REDIS_URL (default
 * redis://127.0.0.1:6379), WORKER_ENTRY (the script sets the production build), BENCH_WORKER_NODE_FLAGS
 * (default: the Dockerfile's NODE_OPTIONS for a built worker), BENCH_DATABASE_URL (dropped and recreated!).
 */
import { fork, spawn } from 'node:child_process';
import { composeCommandFlags, composeEnv, deployedEnv, deployedNodeOptions } from './deployed-flags.ts';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase } from '@trilha/db';
import { createJobQueue } from '@trilha/jobs';
import { inlineSql } from '@trilha/queries/sql';
import { createLocalDiskStorage } from '@trilha/storage';
import { gradeCsvRowsSql } from '@trilha/worker/jobs/grades/grades-csv';
import { copyStream } from '@trilha/worker/csv/copy';

const HERE = dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const ROWS = Number(process.env.GRADE_ROWS ?? 100_000);
const LIMIT = Number(process.env.RSS_LIMIT_MB ?? 150) * MB;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_grades_bench';
const ITEMS = 10;
const FLOOR_FACTOR = Number(process.env.FLOOR_FACTOR ?? 3);

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function freshDatabase(): Promise<void> {
  const u = new URL(URL_);
  const name = u.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const adminUrl = new URL(URL_);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await migrateDatabase(URL_);
}

/** One company, one discipline with ITEMS items, ROWS / ITEMS learners graded on each (set-based SQL). */
async function seed(): Promise<{ companyId: number; disciplineId: number; exportId: number; warmId: number }> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  try {
    const learners = Math.ceil(ROWS / ITEMS);
    const {
      rows: [company],
    } = await c.query(`INSERT INTO companies (name, updated_at) VALUES ('Bench', now()) RETURNING id`);
    const cid = company.id as number;
    const {
      rows: [d],
    } = await c.query(
      `INSERT INTO disciplines (company_id, name, updated_at) VALUES ($1, 'Disciplina bench', now()) RETURNING id`,
      [cid],
    );
    const {
      rows: [m],
    } = await c.query(
      `INSERT INTO materials (company_id, discipline_id, name, updated_at) VALUES ($1, $2, 'Avaliações', now()) RETURNING id`,
      [cid, d.id],
    );
    await c.query(
      `INSERT INTO material_items (company_id, material_id, discipline_id, title, type, position, updated_at)
       SELECT $1, $2, $3, 'Item ' || i || ', "avaliação"', 'quiz', i, now() FROM generate_series(1, ${ITEMS}) i`,
      [cid, m.id, d.id],
    );
    const {
      rows: [staff],
    } = await c.query(
      `INSERT INTO users (name, email, password_hash, type, updated_at) VALUES ('Gestora', 'gestora@bench.test', 'x', 'manager', now()) RETURNING id`,
    );
    await c.query(
      `INSERT INTO users (name, email, password_hash, type, updated_at)
       SELECT 'Aluno ' || i || ' da Silva', 'aluno' || i || '@bench.test', 'x', 'student', now() FROM generate_series(1, $1) i`,
      [learners],
    );
    await c.query(
      `INSERT INTO grades (company_id, discipline_id, material_item_id, user_id, value, status, comment, graded_at, updated_at)
       SELECT $1, $2, it.id, u.id, round((random() * 10)::numeric, 1)::float8, 'graded',
              CASE WHEN u.id % 7 = 0 THEN '=revisar; ver "item"' || chr(10) || 'segunda linha' END, now(), now()
         FROM (SELECT id FROM users WHERE email LIKE 'aluno%@bench.test') u CROSS JOIN (SELECT id FROM material_items WHERE discipline_id = $2) it
        LIMIT $3`,
      [cid, d.id, ROWS],
    );
    await c.query('ANALYZE');
    const {
      rows: [exp],
    } = await c.query(
      `INSERT INTO exports (company_id, kind, requested_by_id, filters) VALUES ($1, 'grades-csv', $3, jsonb_build_object('discipline_id', $2::int)) RETURNING id`,
      [cid, d.id, staff.id],
    );
    // A warm-up export (an item with no grades: header only) loads what any first job loads
    // (Prisma's query compiler, the tenant pool, BullMQ's scripts) before the baseline is read.
    const {
      rows: [warm],
    } = await c.query(
      `INSERT INTO exports (company_id, kind, requested_by_id, filters) VALUES ($1, 'grades-csv', $3, jsonb_build_object('discipline_id', $2::int, 'material_item_id', 2147483647)) RETURNING id`,
      [cid, d.id, staff.id],
    );
    return { companyId: cid, disciplineId: d.id, exportId: exp.id, warmId: warm.id };
  } finally {
    await c.end();
  }
}

/**
 * The floor: the export's rows (gradeCsvRowsSql, the worker's own FROM/WHERE/ORDER BY), no
 * formatting, as one bare COPY … TO STDOUT WITH CSV on a connection set to the app role and the
 * tenant (row-level security as the worker's), streamed into local storage. Seconds and bytes.
 */
async function floor(companyId: number, disciplineId: number, dir: string): Promise<{ seconds: number; bytes: number }> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  try {
    await c.query('SET ROLE trilha_app');
    await c.query(`SELECT set_config('trilha.company_id', $1, false)`, [String(companyId)]);
    const sql = inlineSql(gradeCsvRowsSql({ companyId, disciplineId, filters: {} }), (v) => c.escapeLiteral(v));
    const started = Date.now();
    const stream = copyStream(`COPY (${sql}) TO STDOUT WITH CSV`);
    c.query(stream);
    const { size } = await createLocalDiskStorage({ dir, publicUrlTemplate: 'http://{tenant}.localhost/storage' }).put(
      `private/c${companyId}/grades/floor.csv`,
      stream,
      'text/csv',
    );
    await stream.completed;
    return { seconds: (Date.now() - started) / 1000, bytes: size };
  } finally {
    await c.end();
  }
}

async function main() {
  console.log(`grades CSV: ${ROWS} rows, RSS limit ${LIMIT / MB} MB`);
  await freshDatabase();
  const t0 = Date.now();
  const { companyId, disciplineId, exportId, warmId } = await seed();
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const storageDir = await mkdtemp(join(tmpdir(), 'trilha-grades-bench-'));
  const prefix = `bench-grades-${Date.now()}`;
  const env = {
    ...process.env,
    DATABASE_URL: URL_,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storageDir,
    NODE_ENV: 'production',
  };
  // WORKER_ENTRY (what `pnpm bench:grades-csv` sets): the production build of the worker, run by
  // plain node with the Dockerfile's flags, as it ships; else the sources under tsx (whose own
  // transpiler costs ~80 MB of RSS) through bench/grades-csv-worker.ts.
  const entry = process.env.WORKER_ENTRY;
  // A built worker runs as the compose `worker` service does: the image's NODE_OPTIONS and other
  // ENV (MALLOC_ARENA_MAX), the service's command-line flags (its heap cap) and its WORKER_SKIP_QUEUES.
  const flags =
    process.env.BENCH_WORKER_NODE_FLAGS?.split(' ').filter(Boolean) ??
    (entry ? [...deployedNodeOptions(), ...composeCommandFlags('worker')] : []);
  const skip = composeEnv('worker', 'WORKER_SKIP_QUEUES') ?? '';
  const child = entry
    ? spawn(process.execPath, [...flags, entry], {
        env: { ...env, ...deployedEnv(), LOG_LEVEL: 'warn', WORKER_SKIP_QUEUES: skip },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
    : fork(join(HERE, 'grades-csv-worker.ts'), [], { execArgv: ['--import', 'tsx', ...flags], env });
  // The built worker says nothing when it is ready: the warm-up job below waits for it either way.
  if (!entry)
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
    });
  const queue = createJobQueue({ redisUrl: REDIS_URL, prefix });
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  const statusOf = async (id: number) =>
    (await db.query('SELECT status, storage_key, row_count FROM exports WHERE id = $1', [id])).rows[0] as {
      status: string;
      storage_key: string | null;
      row_count: number | null;
    };
  const coldIdle = rssOf(child.pid!);
  await queue.enqueue('grades.export-csv', { company_id: companyId, export_id: warmId });
  while (['pending', 'processing'].includes((await statusOf(warmId)).status)) await new Promise((r) => setTimeout(r, 100));
  // Let the warm-up settle, then read the baseline RSS (the worker after one job).
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssOf(child.pid!);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
  const started = Date.now();
  await queue.enqueue('grades.export-csv', { company_id: companyId, export_id: exportId });
  let row: { status: string; storage_key: string | null; row_count: number | null } | undefined;
  for (;;) {
    row = await statusOf(exportId);
    if (row!.status === 'ready' || row!.status === 'failed') break;
    if (Date.now() - started > 300_000) throw new Error('the export did not finish in 5 minutes');
    // Polled every 20 ms: the time is compared with a floor of about a second.
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(child.pid!));
  if (entry) child.kill('SIGTERM');
  else child.send('stop');
  await queue.close();
  await db.end();
  const text = row!.storage_key ? await readFile(join(storageDir, row!.storage_key), 'utf8') : '';
  const lines = text.split('\n').filter(Boolean).length;
  // The floor after the worker has stopped: the two never share the machine's two cores.
  const fl = await floor(companyId, disciplineId, storageDir);
  await rm(storageDir, { recursive: true, force: true });
  const mb = (n: number) => (n / MB).toFixed(1);
  console.log(
    `status ${row!.status}, ${row!.row_count} rows, ${(text.length / MB).toFixed(1)} MB of CSV in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `worker RSS: cold ${mb(coldIdle)} MB, after a warm-up job ${mb(idle)} MB, peak ${mb(peak)} MB (limit ${mb(LIMIT)} MB), growth ${mb(peak - idle)} MB`,
  );
  const ratio = seconds / Math.max(fl.seconds, 0.001);
  console.log(
    `floor (bare COPY of the same rows to storage): ${fl.seconds.toFixed(2)} s, ${(fl.bytes / MB).toFixed(1)} MB; export ${ratio.toFixed(2)}× the floor (limit ${FLOOR_FACTOR}×)`,
  );
  // Lines = header + rows + the extra line of each comment with a line break (1 in 7 learners).
  const ok = row!.status === 'ready' && row!.row_count === ROWS && peak < LIMIT && lines > ROWS && ratio <= FLOOR_FACTOR;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
