// `npx pnpm@10 start` runs the platform five processes down: npm exec → sh → pnpm → sh → tsx →
// node. Ctrl+C reaches all of them (the terminal signals the whole foreground group), but a process
// manager's SIGTERM reaches only the first, and neither npm nor sh passes it on: the platform kept
// running, orphaned. So the platform watches the launchers above it and stops, as on Ctrl+C, when
// one of them is gone.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Process names of the launch chain (Linux truncates them to 15 characters: "npm exec pnpm@1"). */
const LAUNCHER = /^(node|nodejs|npm|npx|pnpm|tsx|sh|dash)\b/;

function parentAndName(pid: number): { ppid: number; name: string } | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    return { ppid, name: stat.slice(stat.indexOf('(') + 1, close) };
  } catch {
    try {
      const [ppid, ...name] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
      return { ppid: Number(ppid), name: (name.join(' ').split('/').pop() ?? '').trim() };
    } catch {
      return null;
    }
  }
}

/**
 * The launchers above this process: ancestors whose name is one of LAUNCHER, up to the first
 * that is not (the user's shell, a process manager) and never pid 1 (an init would not exit).
 */
export function launcherChain(): number[] {
  const chain: number[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 12;) {
    const info = parentAndName(pid);
    if (!info || !LAUNCHER.test(info.name)) break;
    chain.push(pid);
    pid = info.ppid;
  }
  return chain;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Calls `onGone` once, when any launcher above this process has exited. Returns a stop function. */
export function watchLaunchers(onGone: () => void, everyMs = 1000): () => void {
  const chain = launcherChain();
  if (chain.length === 0) return () => undefined;
  const timer = setInterval(() => {
    if (chain.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
