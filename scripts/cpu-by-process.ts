// Runs a command and prints the CPU time (user + system) its process tree used, by kind of process:
//   pnpm -s exec tsx scripts/cpu-by-process.ts pnpm exec vitest run --project e2e --shard=1/2
// `/usr/bin/time` and the shell's `times` count only the children that were waited for, which
// misses most of Chromium (its GPU process and renderers are not reaped through vitest); this reads
// /proc/<pid>/stat of every descendant four times a second and keeps the last value of each
// (docs/testing.md "Measuring it"): up to the last quarter second of each process is missed, so
// the figures are floors. Linux only.
// A second table groups the tree by the step it belongs to (the nearest ancestor that is a vitest
// run, tsc, eslint, prettier or the web build: the layout of scripts/test.sh), and a last one adds
// the servers outside the tree that the run keeps busy: the machine's PostgreSQL (its processes'
// CPU plus what its postmaster reaped from ended backends) and Redis, as the difference between
// the start and the end of the run.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: tsx scripts/cpu-by-process.ts COMMAND [ARGS…]');

/** Each process's parent and CPU ticks, from /proc. */
function processes(): Map<number, { ppid: number; ticks: number; reaped: number }> {
  const all = new Map<number, { ppid: number; ticks: number; reaped: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: fields count from its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all;
}

function cmdline(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** The step of scripts/test.sh a command line starts, if it starts one. */
function stepOf(cmd: string): string | undefined {
  const shard = /vitest(\.mjs)? run .*--shard=(\d+\/\d+)/.exec(cmd);
  if (shard) return `e2e shard ${shard[2]}`;
  if (/vitest(\.mjs)? run .*--project e2e/.test(cmd)) return 'e2e (multi-node journeys)';
  if (/vitest(\.mjs)? run .*--project !e2e/.test(cmd)) return 'vitest: api, realtime, platform, web';
  if (/vitest(\.mjs)? run/.test(cmd)) return 'vitest (other)';
  if (/\btsc(\.js)? /.test(cmd) || /typescript\/bin\/tsc/.test(cmd)) return 'typecheck';
  if (/eslint/.test(cmd)) return 'lint: eslint';
  if (/prettier/.test(cmd)) return 'lint: prettier';
  if (/vite(\.js)? build/.test(cmd)) return 'web build';
  if (/bundle-size|openapi|write-permissions-doc|migrate-check|migrate:check/.test(cmd)) return 'other checks';
  return undefined;
}

function kind(pid: number): string {
  const cmd = cmdline(pid);
  if (cmd === undefined) return 'other';
  if (cmd.includes('chromium')) {
    const type = /--type=([\w-]+)/.exec(cmd)?.[1];
    return `chromium ${type ?? 'browser'}`;
  }
  if (cmd.includes('postgres')) return 'postgres';
  if (cmd.includes('vitest') && cmd.includes('forks')) return 'vitest worker';
  if (cmd.includes('vitest')) return 'vitest main (the e2e platform runs here)';
  if (cmd.includes('esbuild')) return 'esbuild';
  return cmd.split(' ')[0]!.split('/').pop() || 'other';
}

const seen = new Map<number, { kind: string; step: string; ticks: number }>();
const parents = new Map<number, number>();
const stepByPid = new Map<number, string | undefined>();
/** The step of the nearest ancestor (or itself) that starts one; 'script' when none does. */
function step(pid: number): string {
  const chain: number[] = [];
  let found: string | undefined;
  for (let p: number | undefined = pid; p !== undefined && p !== root; p = parents.get(p)) {
    if (stepByPid.has(p)) {
      found = stepByPid.get(p);
      if (found) break;
      chain.push(p);
      continue;
    }
    const cmd = cmdline(p);
    const s = cmd === undefined ? undefined : stepOf(cmd);
    stepByPid.set(p, s);
    if (s) {
      found = s;
      break;
    }
    chain.push(p);
  }
  return found ?? 'script';
}
// The servers outside the tree: every process of the machine's PostgreSQL (a postmaster and its
// children) and redis-server, with the CPU its postmaster reaped from ended children.
function servers(all: ReturnType<typeof processes>, tree: Set<number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [pid, p] of all) {
    if (tree.has(pid)) continue;
    const cmd = outside.get(pid) ?? cmdline(pid) ?? '';
    outside.set(pid, cmd);
    const name = cmd.startsWith('redis-server')
      ? 'redis-server (outside the run)'
      : /\bpostgres\b/.test(cmd)
        ? 'PostgreSQL (outside the run)'
        : undefined;
    if (!name) continue;
    out.set(
      name,
      (out.get(name) ?? 0) + p.ticks + (all.get(p.ppid) && /postgres/.test(outside.get(p.ppid) ?? '') ? 0 : p.reaped),
    );
  }
  return out;
}
const outside = new Map<number, string>();
let serversAtStart: Map<string, number> | undefined;
let serversAtEnd: Map<string, number> | undefined;
const child = spawn(command, args, { stdio: 'inherit' });
const root = child.pid!;

function sample(): void {
  const all = processes();
  const tree = new Set([root]);
  // Parents before children is not guaranteed by the listing: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of all)
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  for (const pid of tree) {
    const p = all.get(pid);
    if (!p) continue;
    parents.set(pid, p.ppid);
    const known = seen.get(pid);
    seen.set(pid, { kind: known?.kind ?? kind(pid), step: known?.step ?? step(pid), ticks: p.ticks });
  }
  serversAtEnd = servers(all, tree);
  serversAtStart ??= serversAtEnd;
}

function table(title: string, totals: Map<string, number>): void {
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${title}:`);
  for (const [k, s] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`${s.toFixed(1).padStart(9)} s ${((100 * s) / (sum || 1)).toFixed(0).padStart(4)} %  ${k}`);
  console.log(`${sum.toFixed(1).padStart(9)} s        total`);
}

const timer = setInterval(sample, 250);
sample();
child.on('exit', (code) => {
  clearInterval(timer);
  sample();
  const byKind = new Map<string, number>();
  const byStep = new Map<string, number>();
  const byStepKind = new Map<string, number>();
  for (const { kind: k, step: st, ticks } of seen.values()) {
    const s = ticks / TICKS_PER_SECOND;
    byKind.set(k, (byKind.get(k) ?? 0) + s);
    byStep.set(st, (byStep.get(st) ?? 0) + s);
    byStepKind.set(`${st} / ${k}`, (byStepKind.get(`${st} / ${k}`) ?? 0) + s);
  }
  table(`CPU by process (${seen.size} processes seen)`, byKind);
  table('CPU by step', byStep);
  table('CPU by step and process', byStepKind);
  const outsideRun = new Map<string, number>();
  for (const [k, end] of serversAtEnd ?? []) outsideRun.set(k, (end - (serversAtStart?.get(k) ?? 0)) / TICKS_PER_SECOND);
  table('Servers outside the run (their CPU during it)', outsideRun);
  process.exit(code ?? 1);
});
