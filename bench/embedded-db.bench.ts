/**
 * `pnpm bench:embedded-db`: GET /disciplines on the platform as `pnpm start` runs it (demo data,
 * one process), over each database given, side by side in one run: the embedded default and the
 * system's PostgreSQL (a fresh database on BENCH_SERVER_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres). Also the cold start (a new DATA_DIR: initdb,
 * migrations, seed) and a warm restart of the embedded platform.
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 10),
 * BENCH_TARGETS (default `embedded,server`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const HERE = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.BENCH_SERVER_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const TARGETS = (process.env.BENCH_TARGETS ?? 'embedded,server').split(',');
const HOST = 'demo.localhost';

function startPlatform(
  target: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; apiUrl: string; startMs: number }> {
  const child = fork(join(HERE, 'platform-server.ts'), [target], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { apiUrl: string; startMs: number }) => resolve({ child, ...m }));
    child.once('exit', (code) => reject(new Error(`platform (${target}) exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function signIn(apiUrl: string, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: 'Trilha@2026' });
  const u = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: '/auth/login',
        method: 'POST',
        headers: { host: HOST, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(JSON.parse(text).token) : reject(new Error(`${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function load(apiUrl: string, token: string) {
  const opts = {
    url: `${apiUrl}/disciplines`,
    connections: CONNECTIONS,
    headers: { host: HOST, authorization: `Bearer ${token}` },
  };
  await autocannon({ ...opts, duration: WARMUP });
  const r = await autocannon({ ...opts, duration: DURATION });
  const failed = r.non2xx + r.errors + r.timeouts;
  return { 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, failed };
}

async function freshServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `trilha_bench_db_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const rows: Record<string, Record<string, number | string>> = {};
const starts: Record<string, number | string> = {};
for (const target of TARGETS) {
  const server = target === 'server' ? await freshServerDatabase() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'trilha-bench-embedded-'));
  chmodSync(dataDir, 0o755);
  try {
    const p = await startPlatform(server?.url ?? 'embedded', { BENCH_DATA_DIR: dataDir });
    starts[`${target}: cold start (s)`] = +(p.startMs / 1000).toFixed(1);
    try {
      for (const role of ['manager', 'student']) {
        const token = await signIn(p.apiUrl, `${role}@demo.trilha.dev`);
        rows[`${target} / ${role}`] = await load(p.apiUrl, token);
        console.log(`${target} / ${role}:`, rows[`${target} / ${role}`]);
      }
    } finally {
      await stop(p.child);
    }
    if (target === 'embedded') {
      const again = await startPlatform('embedded', { BENCH_DATA_DIR: dataDir });
      starts['embedded: warm restart (s)'] = +(again.startMs / 1000).toFixed(1);
      await stop(again.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  }
}
console.log(`\nGET /disciplines, demo data, ${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s of warm-up`);
console.table(rows);
console.table(starts);
