// Runs a command and prints the CPU time (user + system) its process tree used, by kind of process:
//   pnpm -s exec tsx scripts/cpu-by-process.ts pnpm exec vitest run --project e2e --shard=1/2
// `/usr/bin/time` and the shell's `times` count only the children that were waited for, which
// misses most of Chromium (its GPU process and renderers are not reaped through vitest); this reads
// /proc/<pid>/stat of every descendant four times a second and keeps the last value of each
// (docs/testing.md "Measuring it"): up to the last quarter second of each process is missed, so
// the figures are floors. Linux only.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: tsx scripts/cpu-by-process.ts COMMAND [ARGS…]');

/** Each process's parent and CPU ticks, from /proc. */
function processes(): Map<number, { ppid: number; ticks: number }> {
  const all = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: fields count from its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return all;
}

function kind(pid: number): string {
  let cmd: string;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'other';
  }
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

const seen = new Map<number, { kind: string; ticks: number }>();
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
    if (p) seen.set(pid, { kind: seen.get(pid)?.kind ?? kind(pid), ticks: p.ticks });
  }
}

const timer = setInterval(sample, 250);
sample();
child.on('exit', (code) => {
  clearInterval(timer);
  const totals = new Map<string, number>();
  for (const { kind: k, ticks } of seen.values()) totals.set(k, (totals.get(k) ?? 0) + ticks / TICKS_PER_SECOND);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(`\nCPU by process (${seen.size} processes seen):`);
  for (const [k, s] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(`${s.toFixed(1).padStart(9)} s ${((100 * s) / (sum || 1)).toFixed(0).padStart(4)} %  ${k}`);
  console.log(`${sum.toFixed(1).padStart(9)} s        total`);
  process.exit(code ?? 1);
});
