/**
 * `pnpm -s exec tsx bench/prod-start.ts`: start time and installed size of the production build
 * (dist/prod, `pnpm build:prod --skip-web` first) against the way the image ran before it (tsx over
 * the TypeScript sources, every dependency installed). Results: docs/deployment.md.
 * Start time = process spawned -> ready: api GET /readyz 200 (database and Redis answer), realtime
 * and web GET /healthz 200, worker its "worker: started" log line.
 * Env: BENCH_RUNS (default 5 per variant; the table shows median and min), BENCH_DATABASE_URL
 * (default postgresql://postgres@127.0.0.1:5432/trilha_prod_bench; created and migrated when
 * missing), REDIS_URL (default redis://127.0.0.1:6379).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
const PROD = join(ROOT, 'dist/prod');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_prod_bench';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = { api: 43401, realtime: 43402, web: 43403 };

type Ready = { url: string } | { line: string };
type Variant = { name: string; cwd: string; cmd: string; args: string[]; env?: Record<string, string> };
type Service = { name: string; ready: Ready; env: Record<string, string>; variants: Variant[] };

const before = (entry: string): Variant[] => [
  // What the image ran (compose's command).
  { name: 'before: pnpm exec tsx', cwd: ROOT, cmd: 'pnpm', args: ['exec', 'tsx', entry] },
  { name: 'before, without pnpm: node --import tsx', cwd: ROOT, cmd: 'node', args: ['--import', 'tsx', entry] },
];
const after = (file: string): Variant[] => [
  { name: 'after: node', cwd: PROD, cmd: 'node', args: [file] },
  { name: 'after: node --enable-source-maps (image)', cwd: PROD, cmd: 'node', args: ['--enable-source-maps', file] },
];

const SERVICES: Service[] = [
  {
    name: 'api',
    ready: { url: `http://127.0.0.1:${PORTS.api}/readyz` },
    env: { API_PORT: String(PORTS.api), API_HOST: '127.0.0.1' },
    variants: [...before('apps/api/src/main.ts'), ...after('server/api.js')],
  },
  {
    name: 'realtime',
    ready: { url: `http://127.0.0.1:${PORTS.realtime}/healthz` },
    env: { REALTIME_PORT: String(PORTS.realtime), REALTIME_HOST: '127.0.0.1' },
    variants: [...before('apps/realtime/src/main.ts'), ...after('server/realtime.js')],
  },
  {
    name: 'worker',
    ready: { line: 'worker: started' },
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' },
    variants: [...before('apps/worker/src/main.ts'), ...after('server/worker.js')],
  },
  {
    name: 'web',
    ready: { url: `http://127.0.0.1:${PORTS.web}/healthz` },
    env: { WEB_PORT: String(PORTS.web) },
    variants: [...before('scripts/serve-web.ts'), ...after('server/web.js')],
  },
];

/**
 * CPU time (user + system, ms) used so far by a process group: on a busy machine the wall time
 * to ready mostly measures the other processes; the CPU a start costs does not depend on them.
 */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, pgrp 5, utime 14, stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10; // USER_HZ = 100 on Linux
}

/** Spawns the variant and resolves with the wall and CPU milliseconds until it is ready; then stops it. */
async function startOnce(s: Service, v: Variant): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const child = spawn(v.cmd, v.args, {
    cwd: v.cwd,
    env: { ...process.env, DATABASE_URL, REDIS_URL, LOG_LEVEL: 'info', ...s.env, ...v.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `pnpm exec` starts tsx, which starts node; stopping must reach all.
    detached: true,
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let output = '';
  try {
    const ms = await new Promise<{ wall: number; cpu: number }>((resolveReady, reject) => {
      const timeout = setTimeout(() => reject(new Error(`${s.name} (${v.name}) not ready in 60 s:\n${output}`)), 60_000);
      const done = () => {
        clearTimeout(timeout);
        resolveReady({ wall: performance.now() - started, cpu: groupCpuMs(child.pid!) });
      };
      child.once('exit', (code) => reject(new Error(`${s.name} (${v.name}) exited with ${code}:\n${output}`)));
      const onData = (d: Buffer) => {
        output += d.toString();
        if ('line' in s.ready && output.includes(s.ready.line)) done();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      if ('url' in s.ready) {
        const url = s.ready.url;
        const poll = () =>
          fetch(url).then(
            (r) => (r.ok ? done() : setTimeout(poll, 10)),
            () => setTimeout(poll, 10),
          );
        poll();
      }
    });
    return ms;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The group's last process may outlive pnpm: wait until the port is free again.
    if ('url' in s.ready)
      while (
        await fetch(s.ready.url).then(
          () => true,
          () => false,
        )
      )
        await new Promise((r) => setTimeout(r, 50));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function du(paths: string[]): number {
  // One du for all paths: files hard-linked from pnpm's store into several node_modules count once.
  const out = execFileSync('du', ['-scb', ...paths.filter((p) => existsSync(p))], { encoding: 'utf8' });
  return Number(out.trim().split('\n').at(-1)!.split('\t')[0]);
}
const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;

async function prepareDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  execFileSync('node', ['server/migrate.js', 'deploy'], { cwd: PROD, env: { ...process.env, DATABASE_URL }, stdio: 'ignore' });
}

async function main() {
  if (!existsSync(join(PROD, 'server/api.js'))) throw new Error('No dist/prod: run pnpm build:prod first');
  await prepareDatabase();
  console.log(`Start, process spawned -> ready, ${RUNS} runs each (ms; load average ${os.loadavg()[0]!.toFixed(1)}):\n`);
  console.log('| service | variant | wall, median | wall, min | CPU, median |\n| --- | --- | ---: | ---: | ---: |');
  for (const s of SERVICES) {
    for (const v of s.variants) {
      await startOnce(s, v); // warm-up: file system cache, tsx's transform cache
      const runs: { wall: number; cpu: number }[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await startOnce(s, v));
      const wall = runs.map((r) => r.wall);
      console.log(
        `| ${s.name} | ${v.name} | ${median(wall).toFixed(0)} | ${Math.min(...wall).toFixed(0)} | ${median(runs.map((r) => r.cpu)).toFixed(0)} |`,
      );
    }
  }
  const workspaceModules = [
    'node_modules',
    ...['apps/api', 'apps/realtime', 'apps/worker', 'apps/web', 'packages/shared', 'packages/jobs'],
    ...['packages/realtime-emitter', 'prisma', 'tests', 'bench'],
  ].map((p) => (p === 'node_modules' ? join(ROOT, p) : join(ROOT, p, 'node_modules')));
  const beforeModules = du(workspaceModules);
  const afterModules = du([join(PROD, 'node_modules')]);
  const afterAll = du([PROD]);
  console.log('\nInstalled size (du, bytes counted once):\n');
  console.log('| | node_modules | node_modules + code |\n| --- | ---: | ---: |');
  console.log(
    `| before: workspace, every dependency | ${mb(beforeModules)} | ${mb(du([...workspaceModules, ...['apps', 'packages', 'prisma/src', 'prisma/schema', 'prisma/migrations', 'scripts'].map((p) => join(ROOT, p))]))} |`,
  );
  console.log(`| after: dist/prod | ${mb(afterModules)} | ${mb(afterAll)} |`);
}

await main();
