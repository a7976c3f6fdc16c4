/**
 * `pnpm bench:student-logs-pdf`: the student-log PDF (reports.student-logs-pdf over BullMQ) written
 * by the real worker in its own process, whose RSS is sampled from /proc every 50 ms, as the grades
 * CSV bench does (docs/benchmarks.md "Grades CSV"). Three runs on one company's activity log:
 *
 * 1. LOG_ROWS (default 10,000) rows: passes under PDF_SECONDS (5 s) and RSS_LIMIT_MB (150 MB);
 * 2. the cap, 100,000 rows (BIG_ROWS): the same RSS limit, any time (the memory is what is checked);
 * 3. the kill test: the worker is killed (SIGKILL) in the middle of the 100,000-row PDF, a new one
 *    is started, and once the request is done there is exactly one PDF at its key and exactly one
 *    `.pdf.created` on student-logs-pdf.{userId} (counted on Redis, where the emitter publishes).
 *
 * The worker runs as it ships (what `pnpm bench:student-logs-pdf` sets): WORKER_ENTRY, the production
 * build `dist/prod/server/worker.js`, started by plain node with the image's NODE_OPTIONS and the
 * compose `worker` service's command-line flags (its old-generation cap) and WORKER_SKIP_QUEUES,
 * and the image's other ENV (MALLOC_ARENA_MAX), as bench:grades-csv does. Without WORKER_ENTRY: the sources under tsx (bench/student-logs-pdf-worker.ts),
 * whose transpiler alone costs ~80 MB of RSS.
 *
 * Env: LOG_ROWS, BIG_ROWS, PDF_SECONDS, RSS_LIMIT_MB, REDIS_URL (default redis://127.0.0.1:6379),
 * WORKER_ENTRY, BENCH_WORKER_NODE_FLAGS (replace the deployed flags),
 * BENCH_DATABASE_URL (dropped and recreated! default trilha_student_logs_bench), SKIP_BIG=1 / SKIP_KILL=1.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase } from '@trilha/db';
import { createJobQueue } from '@trilha/jobs';
import { STUDENT_LOG_PDF_MAX_ROWS } from '@trilha/shared/reports';
import { composeCommandFlags, composeEnv, deployedEnv, deployedNodeOptions } from './deployed-flags.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;
const ROWS = Number(process.env.LOG_ROWS ?? 10_000);
// The route's cap (more is refused with STUDENT_LOG_TOO_MANY_ROWS, tests/api/reports.test.ts): the biggest PDF there is.
const BIG = Number(process.env.BIG_ROWS ?? STUDENT_LOG_PDF_MAX_ROWS);
const SECONDS = Number(process.env.PDF_SECONDS ?? 5);
const LIMIT = Number(process.env.RSS_LIMIT_MB ?? 150) * MB;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_student_logs_bench';

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freshDatabase(): Promise<void> {
  const name = new URL(URL_).pathname.slice(1);
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

type World = { companyId: number; tutorId: number; small: string; big: string };

/** One company; two learners, one with ROWS facts and one with BIG (set-based SQL), in a discipline. */
async function seed(c: pg.Client): Promise<World> {
  const {
    rows: [company],
  } = await c.query(`INSERT INTO companies (name, updated_at) VALUES ('Bench', now()) RETURNING id`);
  const cid = company.id as number;
  const {
    rows: [d],
  } = await c.query(
    `INSERT INTO disciplines (company_id, name, updated_at) VALUES ($1, 'Cálculo Numérico', now()) RETURNING id`,
    [cid],
  );
  const {
    rows: [m],
  } = await c.query(
    `INSERT INTO materials (company_id, discipline_id, name, updated_at) VALUES ($1, $2, 'Avaliações', now()) RETURNING id`,
    [cid, d.id],
  );
  const {
    rows: [item],
  } = await c.query(
    `INSERT INTO material_items (company_id, material_id, discipline_id, title, type, position, updated_at)
     VALUES ($1, $2, $3, 'Lista de exercícios 3 — derivadas e integrais', 'quiz', 1, now()) RETURNING id`,
    [cid, m.id, d.id],
  );
  const user = async (name: string, type: string) =>
    (
      await c.query(
        `INSERT INTO users (name, email, password_hash, type, updated_at) VALUES ($1, $2, 'x', $3, now()) RETURNING id`,
        [name, `${name.toLowerCase().replace(/\W+/g, '.')}@bench.test`, type],
      )
    ).rows[0].id as number;
  const tutorId = await user('Tutora Bench', 'tutor');
  const facts = async (userId: number, n: number, offset: number) =>
    c.query(
      `INSERT INTO activity_log (company_id, user_id, kind, discipline_id, material_item_id, details, occurred_at, source_event_id)
       SELECT $1, $2, (ARRAY['signed_in','item_opened','item_completed','attempt_finished']::"ActivityKind"[])[1 + g % 4],
              CASE WHEN g % 4 = 0 THEN NULL ELSE $3::int END, CASE WHEN g % 4 = 0 THEN NULL ELSE $4::int END,
              CASE WHEN g % 4 = 3 THEN '{"score": 8.5}'::jsonb ELSE '{}'::jsonb END,
              now() - g * interval '1 minute', $5::bigint + g
         FROM generate_series(1, $6) g`,
      [cid, userId, d.id, item.id, offset, n],
    );
  const small = 'Joana Conceição da Silva';
  const big = 'Pedro Álvares Cabral';
  await facts(await user(small, 'student'), ROWS, 0);
  await facts(await user(big, 'student'), BIG, 10_000_000);
  await c.query('ANALYZE');
  return { companyId: cid, tutorId, small, big };
}

async function main() {
  console.log(`student-logs PDF: ${ROWS} rows (< ${SECONDS} s), ${BIG} rows, RSS limit ${LIMIT / MB} MB`);
  await freshDatabase();
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  const t0 = Date.now();
  const w = await seed(db);
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const storageDir = await mkdtemp(join(tmpdir(), 'trilha-student-logs-bench-'));
  const prefix = `bench-logs-${Date.now()}`;
  const realtimeKey = `${prefix}-io`;
  const env = {
    ...process.env,
    DATABASE_URL: URL_,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    STORAGE_DIR: storageDir,
    REALTIME_REDIS_KEY: realtimeKey,
  };
  const entry = process.env.WORKER_ENTRY;
  const flags =
    process.env.BENCH_WORKER_NODE_FLAGS?.split(' ').filter(Boolean) ??
    (entry ? [...deployedNodeOptions(), ...composeCommandFlags('worker')] : []);
  const skipQueues = composeEnv('worker', 'WORKER_SKIP_QUEUES') ?? '';
  const imageEnv = Object.entries(deployedEnv())
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(
    `worker: ${entry ? `${imageEnv} node ${[...flags, entry].join(' ')} (WORKER_SKIP_QUEUES=${skipQueues})` : 'sources under tsx'}`,
  );
  const start = async (): Promise<ChildProcess> => {
    if (entry) {
      // The built worker says nothing when it is ready: the warm-up job (or the retried one) waits for it.
      const child = spawn(process.execPath, [...flags, entry], {
        env: {
          ...env,
          ...deployedEnv(),
          LOG_LEVEL: 'warn',
          WORKER_SKIP_QUEUES: skipQueues,
          // The compose worker's lock (how soon the kill test's job runs again), when it sets one.
          ...(composeEnv('worker', 'WORKER_LOCK_MS') ? { WORKER_LOCK_MS: composeEnv('worker', 'WORKER_LOCK_MS')! } : {}),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      return child;
    }
    const child = fork(join(HERE, 'student-logs-pdf-worker.ts'), [], {
      execArgv: ['--import', 'tsx', ...flags],
      env: { ...env, NODE_ENV: 'production' },
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
    });
    return child;
  };
  const stopWorker = async (c: ChildProcess) => {
    const exited = new Promise((r) => c.once('exit', r));
    if (entry) c.kill('SIGTERM');
    else c.send('stop');
    await exited;
  };
  // The `.pdf.created` events the worker publishes (socket.io's Redis emitter: msgpack on
  // `<key>#/main#…`), read on a bare RESP connection and kept as text (a few hundred bytes each).
  // Each message carries the event name, then its payload with the request's pdf_url: the events
  // of one request are the names followed, within their own message, by that request's URL (the
  // previous request's event may still be on its way when the next one starts).
  const redisUrl = new URL(REDIS_URL);
  const sub = createConnection({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  let published = '';
  sub.on('data', (chunk: Buffer) => void (published += chunk.toString('latin1')));
  const createdEvents = (id: number) =>
    published.match(new RegExp(`\\.pdf\\.created(?:(?!\\.pdf\\.)[\\s\\S]){0,400}?/logs/student/pdf/${id}/file`, 'g'))?.length ??
    0;
  sub.write(`PSUBSCRIBE ${realtimeKey}#*\r\n`);
  const queue = createJobQueue({ redisUrl: REDIS_URL, prefix });
  const request = async (userName: string) =>
    (
      await db.query(
        `INSERT INTO exports (company_id, requested_by_id, kind, filters)
         VALUES ($1, $2, 'student-logs-pdf', $3) RETURNING id`,
        [w.companyId, w.tutorId, JSON.stringify({ user_name: userName, time_zone: 'America/Sao_Paulo', company_name: 'Bench' })],
      )
    ).rows[0].id as number;
  const statusOf = async (id: number) =>
    (await db.query('SELECT status FROM exports WHERE id = $1', [id])).rows[0].status as string;
  const enqueue = (id: number) =>
    queue.enqueue('reports.student-logs-pdf', { company_id: w.companyId, request_id: id }, { jobId: `logs-${id}` });
  const until = async (id: number, done: (s: string) => boolean, ms: number) => {
    const t = Date.now();
    while (!done(await statusOf(id))) {
      if (Date.now() - t > ms) throw new Error(`request ${id} still ${await statusOf(id)} after ${ms / 1000} s`);
      await sleep(50);
    }
  };
  const mb = (n: number) => (n / MB).toFixed(1);
  let ok = true;

  const folder = join(storageDir, `private/c${w.companyId}/reports`);
  const filesOf = async (id: number) => {
    try {
      return (await readdir(folder)).filter((f) => f.startsWith(`export-${id}-`));
    } catch {
      return [];
    }
  };
  /** A whole PDF: its header, and the end-of-file marker pdfkit writes last. */
  const wholePdf = (file: string) => {
    const bytes = readFileSync(join(folder, file));
    return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-8).toString('latin1').includes('%%EOF');
  };

  // A warm-up PDF (filters that match nothing: it loads Prisma, the pool, BullMQ's scripts).
  let child = await start();
  const cold = rssOf(child.pid!);
  const warm = await request('ninguém com este nome');
  await enqueue(warm);
  await until(warm, (s) => s === 'ready' || s === 'failed', 60_000);
  await sleep(1000);
  console.log(`worker RSS: ${mb(rssOf(child.pid!))} MB after the warm-up job (${mb(cold)} MB at spawn)`);

  const measure = async (label: string, userName: string, rows: number, seconds: number | null) => {
    const idle = rssOf(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    const id = await request(userName);
    const started = Date.now();
    await enqueue(id);
    await until(id, (s) => s === 'ready' || s === 'failed', 300_000);
    const took = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    const pdf = (await filesOf(id)).find((f) => f.endsWith('.pdf'));
    const size = pdf ? statSync(join(folder, pdf)).size : 0;
    await sleep(500); // the event follows the status
    const events = createdEvents(id);
    const pass =
      (await statusOf(id)) === 'ready' &&
      !!pdf &&
      wholePdf(pdf) &&
      events === 1 &&
      peak < LIMIT &&
      (seconds === null || took < seconds);
    console.log(
      `${label}: ${rows} rows, ${mb(size)} MB of PDF in ${took.toFixed(2)} s${seconds === null ? '' : ` (limit ${seconds} s)`}, worker RSS before ${mb(idle)} MB, peak ${mb(peak)} MB (limit ${mb(LIMIT)} MB), growth ${mb(peak - idle)} MB, ${events} .pdf.created ${pass ? 'PASS' : 'FAIL'}`,
    );
    ok &&= pass;
  };
  await measure('10k', w.small, ROWS, SECONDS);
  if (!process.env.SKIP_BIG) await measure('100k', w.big, BIG, null);

  if (!process.env.SKIP_KILL) {
    const id = await request(w.big);
    await enqueue(id);
    // Mid-file: the temporary file of this request is there and has grown past 1 MB.
    const t = Date.now();
    let partBytes = 0;
    for (;;) {
      const part = (await filesOf(id)).find((f) => f.endsWith('.part'));
      partBytes = part
        ? (() => {
            try {
              return statSync(join(folder, part)).size;
            } catch {
              return 0;
            }
          })()
        : 0;
      if (partBytes > MB) break;
      if (Date.now() - t > 60_000) throw new Error(`kill test: request ${id} wrote no 1 MB in 60 s (${await statusOf(id)})`);
      await sleep(20);
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const killedAt = Date.now();
    console.log(
      `kill test: worker killed (SIGKILL) with ${mb(partBytes)} MB of request ${id} written, status ${await statusOf(id)}`,
    );
    // BullMQ gives the job back once the dead worker's lock lapses (30 s); a new worker takes it.
    child = await start();
    await until(id, (s) => s === 'ready' || s === 'failed', 180_000);
    const retried = (Date.now() - killedAt) / 1000;
    // Any second event (there should be none) would come right after the first.
    await sleep(2000);
    const files = await filesOf(id);
    const pdfs = files.filter((f) => f.endsWith('.pdf'));
    const events = createdEvents(id);
    const pass = (await statusOf(id)) === 'ready' && pdfs.length === 1 && wholePdf(pdfs[0]!) && events === 1;
    console.log(
      `kill test: status ${await statusOf(id)} ${retried.toFixed(1)} s after the kill, ${pdfs.length} PDF at the key${pdfs[0] && wholePdf(pdfs[0]) ? ' (whole)' : ''}, ${files.length - pdfs.length} partial file(s) of the killed run, ${events} .pdf.created ${pass ? 'PASS' : 'FAIL'}`,
    );
    ok &&= pass;
  }

  await stopWorker(child);
  await queue.close();
  sub.end();
  await db.end();
  await rm(storageDir, { recursive: true, force: true });
  console.log(ok ? 'PASS' : 'FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
