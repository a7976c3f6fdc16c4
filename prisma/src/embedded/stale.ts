// A cluster left behind by a platform that did not stop (kill -9, a power cut): its postmaster.pid
// names a process that is gone, or one that now belongs to something else, or the old server
// itself, still running without its platform. None of them may block the next start.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process ('' when unknown): /proc on Linux, `ps` elsewhere. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch {
      return '';
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * Called with the folder's ownership already taken (no live platform uses it): a server still
 * running on this cluster is an orphan and is shut down (fast, then immediate); a lock naming
 * another or no process is removed.
 */
export async function clearStaleServer(pgdata: string): Promise<void> {
  const lock = join(pgdata, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    const cmd = commandLine(pid);
    if (cmd.includes('postgres') && cmd.includes(pgdata)) {
      process.kill(pid, 'SIGINT');
      if (!(await waitForExit(pid, 30_000))) {
        process.kill(pid, 'SIGQUIT');
        await waitForExit(pid, 10_000);
      }
      if (!existsSync(lock)) return;
    }
  }
  // The process is gone, or the number was reused by an unrelated process (PostgreSQL would then
  // refuse to start: "lock file already exists").
  rmSync(lock, { force: true });
}

/** The last lines of the server's log, for an error message. */
export function readLogTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
