// PostgreSQL refuses to run as root. Started by root (a container, a CI machine), the embedded
// server runs as a dedicated system user, created on first use, that owns only its data folder.
import { execFileSync } from 'node:child_process';
import { chownSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The system user the embedded server runs as when the platform is started by root. */
export const EMBEDDED_OS_USER = process.env.EMBEDDED_PG_OS_USER || 'trilha-postgres';

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function lookup(name: string): OsUser | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { name, uid, gid };
  } catch {
    return null;
  }
}

/** Debian/Ubuntu/RHEL (`useradd`) or Alpine/BusyBox (`adduser`): a system user with no login. */
function create(name: string): void {
  const attempts: [string, string[]][] = [
    [
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name],
    ],
    ['adduser', ['-S', '-D', '-H', '-h', '/nonexistent', '-s', '/sbin/nologin', name]],
  ];
  for (const [cmd, args] of attempts) {
    try {
      execFileSync(cmd, args, { stdio: 'ignore' });
      return;
    } catch {
      // Not this distribution's tool, or a concurrent start created the user first.
    }
  }
}

/**
 * null when this process is not root (the server runs as the current user). As root: the
 * dedicated user, created if missing.
 */
export function serverOsUser(): OsUser | null {
  if (!isRoot()) return null;
  const existing = lookup(EMBEDDED_OS_USER);
  if (existing) return existing;
  create(EMBEDDED_OS_USER);
  const created = lookup(EMBEDDED_OS_USER);
  if (!created)
    throw new Error(
      `The embedded PostgreSQL cannot run as root and the system user ${EMBEDDED_OS_USER} could not be created ` +
        '(useradd/adduser failed). Create it, set EMBEDDED_PG_OS_USER to an existing user, or set DATABASE_URL.',
    );
  return created;
}

/** Gives the folder (recursively) to the server's user; a no-op when it already owns it. */
export function giveTo(user: OsUser, dir: string): void {
  const own = (p: string) => {
    const s = statSync(p);
    if (s.uid !== user.uid || s.gid !== user.gid) chownSync(p, user.uid, user.gid);
    if (s.isDirectory()) for (const e of readdirSync(p)) own(join(p, e));
  };
  if (statSync(dir).uid === user.uid) return;
  own(dir);
}

/**
 * The server's user must be able to walk to its data folder and its binaries. A clone under
 * /root (mode 700) is the usual trap: say so plainly instead of an initdb permission error.
 */
export function assertReachable(user: OsUser, paths: string[]): void {
  for (const path of paths) {
    for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
      const s = statSync(dir);
      const reachable = s.uid === user.uid ? s.mode & 0o100 : s.gid === user.gid ? s.mode & 0o010 : s.mode & 0o001;
      if (!reachable)
        throw new Error(
          `The embedded PostgreSQL runs as the system user ${user.name}, which cannot enter ${dir} ` +
            `(on the way to ${path}). Move the clone (or DATA_DIR) to a folder others may enter, ` +
            'or set DATABASE_URL to a PostgreSQL server.',
        );
      if (dir === dirname(dir)) break;
    }
  }
}
