// The embedded default (no DATABASE_URL): a real PostgreSQL 16 server, from binaries distributed
// as npm packages, run as a child of the platform with its cluster under DATA_DIR. The tests use
// the same server when they find no other (tests/support/services.ts). Why not PGlite any more:
// docs/data-model.md, "Embedded mode".
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './embedded/binaries.ts';
import { clearStaleServer, isAlive, readLogTail } from './embedded/stale.ts';
import { assertReachable, giveTo, serverOsUser, type OsUser } from './embedded/os-user.ts';

export interface EmbeddedPostgresOptions {
  /**
   * The server's folder (created if missing): the cluster in `data/`, its superuser password,
   * `server.log`. Data persists across runs.
   */
  dataDir: string;
  /** TCP port on `host`; 0 (the default) picks a free one. */
  port?: number;
  host?: string;
  /**
   * `full` (default): PostgreSQL's own defaults, as in production. `none`: no fsync and no
   * synchronous commit, for test clusters whose data is thrown away (CREATE DATABASE from a
   * template several times faster); a crash may then lose recent commits.
   */
  durability?: 'full' | 'none';
  /** max_connections; default 100, as a stock server. */
  maxConnections?: number;
  /**
   * Logins without a password from the loopback, for test clusters (the tests log in as the
   * app role by name only, as against the machine's trust-auth server). Decided when the cluster
   * is first made. Default: passwords (SCRAM), the superuser's kept next to the cluster.
   */
  trustLocalLogins?: boolean;
}

export interface EmbeddedPostgres {
  /** postgresql:// URL of the `postgres` database, as the superuser `postgres`. */
  url: string;
  port: number;
  /** The cluster's folder (PGDATA). */
  pgdata: string;
  /** The server's version string (`SELECT version()`). */
  version: string;
  stop(): Promise<void>;
}

/** The major version of a `postgres` binary ("postgres (PostgreSQL) 16.14" → "16"). */
function binaryMajor(postgres: string): string {
  const out = execFileSync(postgres, ['--version'], { encoding: 'utf8' });
  return /(\d+)\.\d+/.exec(out)?.[1] ?? out.trim();
}
const OWNER_FILE = 'owner.pid';
const STOP_TIMEOUT_MS = 30_000;
const READY_TIMEOUT_MS = 60_000;

/** Starts (initialising on first use) the embedded PostgreSQL server under `dataDir`. */
export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dir = resolve(opts.dataDir);
  const host = opts.host ?? '127.0.0.1';
  // Only the server's own folder is private: a recursive mode would also close DATA_DIR itself to
  // the server's system user (see os-user.ts).
  mkdirSync(dirname(dir), { recursive: true });
  if (!existsSync(dir)) mkdirSync(dir, { mode: 0o700 });
  claimOwnership(dir);
  try {
    const bins = await findPostgresBinaries();
    const user = serverOsUser();
    const pgdata = join(dir, 'data');
    if (user) {
      giveTo(user, dir);
      assertReachable(user, [pgdata, bins.postgres]);
    }
    const password = readOrCreatePassword(dir, user);
    if (existsSync(join(pgdata, 'PG_VERSION'))) {
      const major = readFileSync(join(pgdata, 'PG_VERSION'), 'utf8').trim();
      const binaries = binaryMajor(bins.postgres);
      if (major !== binaries)
        throw new Error(
          `${pgdata} holds a PostgreSQL ${major} cluster; the embedded server is PostgreSQL ${binaries}. ` +
            'Move that folder away (its data is lost to the embedded server) or set DATABASE_URL.',
        );
      await clearStaleServer(pgdata);
    } else {
      await initCluster(bins.initdb, pgdata, dir, user, opts.trustLocalLogins ? 'trust' : 'scram-sha-256');
    }

    const { child, port, url, version } = await startServer(bins.postgres, pgdata, dir, user, host, password, opts);
    // A platform that exits without calling stop() (an uncaught error, process.exit) still asks
    // the server for a fast shutdown: the signal is sent synchronously, the server finishes alone.
    const onExit = () => child.kill('SIGINT');
    process.once('exit', onExit);
    let stopped: Promise<void> | undefined;
    return {
      url,
      port,
      pgdata,
      version,
      stop: () =>
        (stopped ??= (async () => {
          process.off('exit', onExit);
          await stopServer(child);
          releaseOwnership(dir);
        })()),
    };
  } catch (e) {
    releaseOwnership(dir);
    throw e;
  }
}

/** One platform per folder: a second one on the same DATA_DIR would fight over the cluster. */
function claimOwnership(dir: string): void {
  const file = join(dir, OWNER_FILE);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid))
      throw new Error(
        `${dir} is in use by process ${pid} (another Trilha platform or test run). Stop it, or use another DATA_DIR.`,
      );
  }
  writeFileSync(file, String(process.pid));
}

function releaseOwnership(dir: string): void {
  const file = join(dir, OWNER_FILE);
  try {
    if (Number(readFileSync(file, 'utf8')) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

/**
 * The superuser's password, made on first start and kept next to the cluster (mode 600): the
 * server listens on TCP, and any local user could otherwise log in as its superuser.
 */
function readOrCreatePassword(dir: string, user: OsUser | null): string {
  const file = join(dir, 'password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  if (user) giveTo(user, file);
  return password;
}

async function initCluster(initdb: string, pgdata: string, dir: string, user: OsUser | null, auth: string): Promise<void> {
  rmSync(pgdata, { recursive: true, force: true }); // a half-made cluster from an interrupted initdb
  const args = [
    `--pgdata=${pgdata}`,
    '--username=postgres',
    `--pwfile=${join(dir, 'password')}`,
    `--auth-host=${auth}`,
    `--auth-local=${auth}`,
    '--encoding=UTF8',
    // As the servers it stands in for (the test server, compose's postgres image): code-point order
    // and UTF-8 case rules. ICU's root collation sorted accents better but cost the manager's
    // discipline list a third of its throughput (docs/benchmarks.md "Embedded PostgreSQL").
    `--locale=${clusterLocale()}`,
  ];
  const out = await run(initdb, args, user);
  if (out.code !== 0) {
    rmSync(pgdata, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${out.code}):\n${out.output.slice(-2000)}`);
  }
}

/** C.UTF-8 where the C library has it (Linux), else a UTF-8 English locale, else plain C. */
function clusterLocale(): string {
  try {
    const have = new Set(
      execFileSync('locale', ['-a'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n')
        .map((l) => l.trim()),
    );
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((l) => have.has(l)) ?? 'C';
  } catch {
    return 'C';
  }
}

function run(cmd: string, args: string[], user: OsUser | null): Promise<{ code: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, output }));
  });
}

function serverSettings(host: string, opts: EmbeddedPostgresOptions): Record<string, string> {
  return {
    listen_addresses: host,
    // TCP only: no socket file in /tmp to collide with a system server on the same port number.
    unix_socket_directories: '',
    max_connections: String(opts.maxConnections ?? 100),
    ...(opts.durability === 'none' ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
}

function spawnServer(
  postgres: string,
  pgdata: string,
  dir: string,
  user: OsUser | null,
  port: number,
  host: string,
  opts: EmbeddedPostgresOptions,
): ChildProcess {
  const settings = Object.entries(serverSettings(host, opts)).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const log = openSync(join(dir, 'server.log'), 'a');
  try {
    return spawn(postgres, ['-D', pgdata, '-p', String(port), ...settings], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', log, log],
      // Its own process group: a Ctrl+C in the terminal reaches the platform, which stops the API
      // and the worker first and the database last (stop()), instead of the database at once.
      detached: true,
    });
  } finally {
    closeSync(log);
  }
}

type Started = { child: ChildProcess; port: number; url: string; version: string };

/**
 * Two failures at start are transient: a free port taken by someone else before the server bound
 * it, and the shared memory of a killed server whose last backends are still exiting. Both are
 * retried; anything else is reported with the server's log.
 */
async function startServer(
  postgres: string,
  pgdata: string,
  dir: string,
  user: OsUser | null,
  host: string,
  password: string,
  opts: EmbeddedPostgresOptions,
): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    const port = opts.port || (await freePort(host));
    const logSize = logLength(dir);
    const child = spawnServer(postgres, pgdata, dir, user, port, host, opts);
    const url = `postgresql://postgres:${encodeURIComponent(password)}@${host}:${port}/postgres`;
    try {
      return { child, port, url, version: await waitUntilReady(url, child, dir) };
    } catch (e) {
      await stopServer(child);
      const log = readFileSync(join(dir, 'server.log')).subarray(logSize).toString();
      const transient = /could not bind|Address already in use|shared memory block is still in use/.test(log);
      if (!transient || attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

const logLength = (dir: string): number => {
  try {
    return statSync(join(dir, 'server.log')).size;
  } catch {
    return 0;
  }
};

async function waitUntilReady(url: string, child: ChildProcess, dir: string): Promise<string> {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited !== undefined)
      throw new Error(
        `The embedded PostgreSQL exited at start (code ${exited}). Its log:\n${readLogTail(join(dir, 'server.log'))}`,
      );
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ v: string }>('SELECT version() AS v');
      return rows[0]!.v;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not accept connections: ${(e as Error).message}`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Fast shutdown (SIGINT: open sessions are ended, a clean checkpoint); immediate after 30 s. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGINT');
  });
}

async function freePort(host: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolvePromise(port));
    });
  });
}
