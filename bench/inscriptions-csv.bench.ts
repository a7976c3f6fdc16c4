/**
 * `pnpm bench:inscriptions-csv`: a 200,000-line enrolment CSV (issue 29 item 24) through the real
 * worker (inscriptions.import-csv over BullMQ, queue `enrolments`) in its own process, whose RSS is
 * sampled from /proc every 50 ms from before the job is queued until the import is done, side by
 * side with the floor: the same file's rows COPYed into a temporary table and enrolled by one
 * INSERT … SELECT … ON CONFLICT DO NOTHING (no per-line check, no refused-lines file, no progress),
 * the least the database can do for the same result. Then the same file again (idempotence at
 * scale: nobody enrolled twice, every valid line counted as already enrolled).
 *
 * Passes when the worker's peak RSS stays under RSS_LIMIT_MB (150) in both runs and the counts are
 * exact; the time ratio to the floor is reported, not judged (docs/benchmarks.md "Enrolment CSV").
 * The worker runs as it ships (what the script sets): WORKER_ENTRY, the production build, started
 * by plain node with the image's NODE_OPTIONS and ENV, and the compose `worker` service's flags
 * (its old-generation cap) and WORKER_SKIP_QUEUES (the `enrolments` queue runs there), as
 * bench:grades-csv does.
 * Env: CSV_LINES (default 200000; 1 in 100 an unknown address, refused), RSS_LIMIT_MB, REDIS_URL,
 * WORKER_ENTRY, BENCH_WORKER_NODE_FLAGS, BENCH_DATABASE_URL (dropped and recreated!).
 */
import { spawn, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrateDatabase } from '@trilha/db';
import { createJobQueue } from '@trilha/jobs';
import { composeCommandFlags, composeEnv, deployedEnv, deployedNodeOptions } from './deployed-flags.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const LINES = Number(process.env.CSV_LINES ?? 200_000);
const LIMIT = Number(process.env.RSS_LIMIT_MB ?? 150) * MB;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_inscriptions_bench';
const SERVICE = 'worker';

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const unknown = (i: number) => i % 100 === 0;

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

type World = { companyId: number; managerId: number; disciplines: { worker: number; floor: number; warm: number } };

/** One company, a manager, LINES learners (set-based SQL), three disciplines: the worker's, the floor's, the warm-up's. */
async function seed(c: pg.Client): Promise<World> {
  const {
    rows: [company],
  } = await c.query(`INSERT INTO companies (name, updated_at) VALUES ('Bench', now()) RETURNING id`);
  const cid = company.id as number;
  const d = async (name: string) =>
    (await c.query(`INSERT INTO disciplines (company_id, name, updated_at) VALUES ($1, $2, now()) RETURNING id`, [cid, name]))
      .rows[0].id as number;
  const disciplines = { worker: await d('Pelo worker'), floor: await d('Pelo piso'), warm: await d('Aquecimento') };
  const {
    rows: [manager],
  } = await c.query(
    `INSERT INTO users (name, email, password_hash, type, updated_at) VALUES ('Gestora', 'gestora@bench.test', 'x', 'manager', now()) RETURNING id`,
  );
  await c.query(`INSERT INTO company_users (company_id, user_id) VALUES ($1, $2)`, [cid, manager.id]);
  await c.query(
    `INSERT INTO users (name, email, password_hash, type, updated_at)
     SELECT 'Aluno ' || i || ' da Silva', 'l' || i || '@bench.test', 'x', 'student', now() FROM generate_series(1, $1) i`,
    [LINES],
  );
  // Members by slices of 20,000 ids (one statement for all 200,000 took minutes on a loaded machine).
  const {
    rows: [range],
  } = await c.query(`SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'l%@bench.test'`);
  for (let from = range.lo as number; from <= (range.hi as number); from += 20_000)
    await c.query(
      `INSERT INTO company_users (company_id, user_id) SELECT $1, id FROM users WHERE email LIKE 'l%@bench.test' AND id >= $2 AND id < $3`,
      [cid, from, from + 20_000],
    );
  await c.query('ANALYZE');
  return { companyId: cid, managerId: manager.id, disciplines };
}

/** The file: a header and LINES lines, Excel pt-BR style (`;`, DD/MM/AAAA); 1 in 100 an address nobody has. */
function csvText(lines: number): string {
  const out = ['email;started_at;finished_at'];
  for (let i = 1; i <= lines; i++) out.push(`${unknown(i) ? 'x' : 'l'}${i}@bench.test;01/03/2026;${i % 2 ? '30/06/2026' : ''}`);
  return out.join('\r\n') + '\r\n';
}

async function newImport(c: pg.Client, storageDir: string, w: World, disciplineId: number, text: string, lines: number) {
  const key = `private/c${w.companyId}/inscription-imports/bench-${Date.now()}-${disciplineId}.csv`;
  await mkdir(dirname(join(storageDir, key)), { recursive: true });
  await writeFile(join(storageDir, key), text);
  const { rows } = await c.query(
    `INSERT INTO inscription_imports (company_id, discipline_id, requested_by_id, file_name, storage_key, checksum, total_lines)
     VALUES ($1, $2, $3, 'bench.csv', $4, 'bench', $5) RETURNING id`,
    [w.companyId, disciplineId, w.managerId, key, lines],
  );
  return rows[0].id as number;
}

/** The floor: COPY the file into a temporary table, then one INSERT … SELECT … ON CONFLICT DO NOTHING. */
async function floor(c: pg.Client, w: World, text: string): Promise<{ seconds: number; created: number }> {
  const started = Date.now();
  await c.query('BEGIN');
  await c.query(`CREATE TEMP TABLE csv_in (email text, started_at text, finished_at text) ON COMMIT DROP`);
  await pipeline(
    Readable.from([Buffer.from(text)]),
    c.query(copyFrom(`COPY csv_in FROM STDIN WITH (FORMAT csv, HEADER true, DELIMITER ';')`)),
  );
  const { rowCount } = await c.query(
    `INSERT INTO discipline_inscriptions (company_id, discipline_id, user_id, role, started_at, finished_at)
     SELECT $1, $2, u.id, u.type::text::"InscriptionRole",
            to_date(NULLIF(t.started_at, ''), 'DD/MM/YYYY')::timestamptz,
            (to_date(NULLIF(t.finished_at, ''), 'DD/MM/YYYY') + 1)::timestamptz - interval '1 millisecond'
       FROM csv_in t
       JOIN users u ON u.email = lower(t.email) AND u.deleted_at IS NULL
       JOIN company_users cu ON cu.company_id = $1 AND cu.user_id = u.id
     ON CONFLICT (company_id, discipline_id, user_id) DO NOTHING`,
    [w.companyId, w.disciplines.floor],
  );
  await c.query('COMMIT');
  return { seconds: (Date.now() - started) / 1000, created: rowCount ?? 0 };
}

type Status = {
  status: string;
  created_count: number;
  existing_count: number;
  rejected_count: number;
  rejected_key: string | null;
};

async function main() {
  console.log(`enrolment CSV: ${LINES} lines, RSS limit ${LIMIT / MB} MB`);
  await freshDatabase();
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  const t0 = Date.now();
  const w = await seed(db);
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const text = csvText(LINES);
  const valid = Array.from({ length: LINES }, (_, i) => i + 1).filter((i) => !unknown(i)).length;
  console.log(`file: ${(Buffer.byteLength(text) / MB).toFixed(1)} MB, ${valid} known addresses, ${LINES - valid} unknown`);

  const storageDir = await mkdtemp(join(tmpdir(), 'trilha-inscriptions-bench-'));
  const prefix = `bench-inscriptions-${Date.now()}`;
  const env = {
    ...process.env,
    DATABASE_URL: URL_,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storageDir,
    NODE_ENV: 'production',
  };
  const entry = process.env.WORKER_ENTRY;
  const flags =
    process.env.BENCH_WORKER_NODE_FLAGS?.split(' ').filter(Boolean) ??
    (entry ? [...deployedNodeOptions(), ...composeCommandFlags(SERVICE)] : []);
  const skip = composeEnv(SERVICE, 'WORKER_SKIP_QUEUES') ?? '';
  const child = entry
    ? spawn(process.execPath, [...flags, entry], {
        env: { ...env, ...deployedEnv(), LOG_LEVEL: 'warn', WORKER_SKIP_QUEUES: skip },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
    : fork(join(HERE, 'grades-csv-worker.ts'), [], { execArgv: ['--import', 'tsx', ...flags], env });
  if (!entry)
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
    });
  const queue = createJobQueue({ redisUrl: REDIS_URL, prefix });
  const statusOf = async (id: number) =>
    (
      await db.query(
        'SELECT status, created_count, existing_count, rejected_count, rejected_key FROM inscription_imports WHERE id = $1',
        [id],
      )
    ).rows[0] as Status;
  const run = async (id: number) => {
    await queue.enqueue('inscriptions.import-csv', { company_id: w.companyId, import_id: id });
    const started = Date.now();
    for (;;) {
      const s = await statusOf(id);
      if (s.status === 'done' || s.status === 'failed') return { ...s, seconds: (Date.now() - started) / 1000 };
      if (Date.now() - started > 900_000) throw new Error('the import did not finish in 15 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // Warm-up: a one-line file loads what any first job loads (the query compiler, the pools, BullMQ's scripts).
  const coldIdle = rssOf(child.pid!);
  await run(await newImport(db, storageDir, w, w.disciplines.warm, 'email\r\nl1@bench.test\r\n', 1));
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssOf(child.pid!);

  // The floor first (it warms the users' index for both), then the worker, then the worker again.
  const f = await floor(db, w, text);
  console.log(`floor (COPY + INSERT … SELECT): ${f.created} enrolled in ${f.seconds.toFixed(1)} s`);

  const measured = async (label: string) => {
    let peak = rssOf(child.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    const r = await run(await newImport(db, storageDir, w, w.disciplines.worker, text, LINES));
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    console.log(
      `${label}: ${r.status}, ${r.created_count} enrolled, ${r.existing_count} already, ${r.rejected_count} refused in ${r.seconds.toFixed(1)} s ` +
        `(${(r.seconds / f.seconds).toFixed(2)}x the floor), peak RSS ${(peak / MB).toFixed(1)} MB`,
    );
    return { ...r, peak };
  };
  const first = await measured('worker, first send');
  const second = await measured('worker, same file again');
  const refused = first.rejected_key ? await readFile(join(storageDir, first.rejected_key), 'utf8') : '';
  const refusedLines = refused.split('\r\n').filter(Boolean).length - 1;

  child.kill('SIGTERM');
  await queue.close();
  const enrolled = Number(
    (await db.query('SELECT count(*) FROM discipline_inscriptions WHERE discipline_id = $1', [w.disciplines.worker])).rows[0]
      .count,
  );
  await db.end();
  await rm(storageDir, { recursive: true, force: true });
  const mb = (n: number) => (n / MB).toFixed(1);
  console.log(`worker RSS: cold ${mb(coldIdle)} MB, after a warm-up job ${mb(idle)} MB, limit ${mb(LIMIT)} MB`);
  console.log(`refused lines' CSV: ${refusedLines} lines; enrolled in the worker's discipline: ${enrolled}`);
  const ok =
    first.status === 'done' &&
    first.created_count === valid &&
    first.rejected_count === LINES - valid &&
    refusedLines === LINES - valid &&
    second.status === 'done' &&
    second.created_count === 0 &&
    second.existing_count === valid &&
    enrolled === valid &&
    f.created === valid &&
    first.peak < LIMIT &&
    second.peak < LIMIT;
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
