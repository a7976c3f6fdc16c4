import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface EmbeddedPostgresOptions {
  /**
   * Directory holding the database files (created if missing; data persists across runs), or
   * `memory://` for a throw-away in-memory database.
   */
  dataDir: string;
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  host?: string;
  /**
   * Socket connections accepted at once. Must stay above the sum of every client's pool `max`
   * (Prisma default 10, plus the migrator): at the limit, the first query error breaks the pool.
   */
  maxConnections?: number;
}

export interface EmbeddedPostgres {
  /** postgresql:// URL for adapter-pg, migrateDatabase and psql. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const LOCK_FILE = 'trilha-embedded.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PostgreSQL in WebAssembly (PGlite, persisted under dataDir) behind a wire-protocol socket, so the
 * same adapter-pg client and migrateDatabase work as against a real server. For development and
 * demos without a PostgreSQL install; single process, queries are serialised.
 *
 * PGlite has exactly one database: the database name in a URL is ignored, and CREATE DATABASE
 * succeeds but can never be connected to. Every connection sees the same data.
 */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const inMemory = opts.dataDir === 'memory://';
  const dataDir = inMemory ? opts.dataDir : resolve(opts.dataDir);
  const lockPath = inMemory ? null : join(dataDir, LOCK_FILE);
  if (lockPath) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no postmaster lock: two processes on one data directory would corrupt it.
    if (existsSync(lockPath)) {
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) throw new Error(`${dataDir} is in use by process ${pid}`);
    }
    writeFileSync(lockPath, String(process.pid));
  }

  // Loaded lazily: importing @trilha/db should not pay for PGlite (~130 ms) in the API.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create({ dataDir });
  const host = opts.host ?? '127.0.0.1';
  const server = new PGLiteSocketServer({ db, host, port: opts.port ?? 0, maxConnections: opts.maxConnections ?? 100 });
  try {
    await server.start();
  } catch (e) {
    await db.close();
    if (lockPath) rmSync(lockPath, { force: true });
    throw e;
  }
  const port = Number(server.getServerConn().split(':').pop());
  let stopped: Promise<void> | undefined;
  return {
    // PGlite has one database whatever the name; `postgres` also keeps ensureDatabase a no-op.
    url: `postgresql://postgres@${host}:${port}/postgres`,
    port,
    stop: () =>
      (stopped ??= (async () => {
        await server.stop();
        await db.close();
        if (lockPath) rmSync(lockPath, { force: true });
      })()),
  };
}
