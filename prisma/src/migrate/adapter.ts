import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQueryable,
} from '@prisma/driver-adapter-utils';

/**
 * Discrete pg config from a URL. Never hand pg a `connectionString` here: pg lets the URL's
 * database override `database`, and the shadow database would silently become the real one.
 */
export interface PgTarget {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
  ssl?: boolean;
}

export function parseDatabaseUrl(url: string): PgTarget {
  const u = new URL(url);
  if (!/^postgres(ql)?:$/.test(u.protocol)) throw new Error(`Not a PostgreSQL URL: ${u.protocol}`);
  const sslmode = u.searchParams.get('sslmode');
  return {
    // ?host=/var/run/postgresql allows a Unix socket, as libpq does.
    host: u.searchParams.get('host') ?? (decodeURIComponent(u.hostname) || '127.0.0.1'),
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || 'postgres'),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    ...(sslmode && sslmode !== 'disable' && sslmode !== 'prefer' ? { ssl: true } : {}),
  };
}

export function poolConfig(t: PgTarget, database = t.database): pg.PoolConfig {
  return {
    host: t.host,
    port: t.port,
    user: t.user,
    password: t.password,
    database,
    ssl: t.ssl ? { rejectUnauthorized: false } : undefined,
    // One connection, like the native engine: its advisory lock and unlock must run on the same
    // session, or the lock leaks and the next deploy times out.
    max: 1,
  };
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

// Bug 1: adapter-pg has no mapping for Postgres's internal "char" type (OID 18), which the engine
// reads from pg_catalog (e.g. pg_constraint.contype). Rewriting the OID to text (25) gets past
// adapter-pg, but the engine then wants a Character value (it panics on CHECK constraints with
// Text), so remember those columns by their rows array and retype them in queryRaw.
type Fields = { dataTypeID: number }[];
const charColumns = new WeakMap<object, number[]>();
function fixCharFields<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    const { fields, rows } = (r ?? {}) as { fields?: Fields; rows?: object };
    if (!fields || !rows) continue;
    const idx: number[] = [];
    fields.forEach((f, i) => {
      if (f.dataTypeID === 18) {
        f.dataTypeID = 25;
        idx.push(i);
      }
    });
    if (idx.length) charColumns.set(rows, idx);
  }
  return result;
}

function retypeCharColumns<Q extends SqlQueryable>(q: Q): Q {
  const queryRaw = q.queryRaw.bind(q);
  q.queryRaw = async (query) => {
    const res = await queryRaw(query);
    for (const i of charColumns.get(res.rows) ?? []) res.columnTypes[i] = ColumnTypeEnum.Character;
    return res;
  };
  return q;
}

type AnyQuery = (...args: unknown[]) => unknown;
function wrapQuery(orig: AnyQuery): AnyQuery {
  return function (this: unknown, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => (last as AnyQuery)(err, err ? res : fixCharFields(res));
      return orig.apply(this, args);
    }
    const out = orig.apply(this, args);
    return out && typeof (out as Promise<unknown>).then === 'function' ? (out as Promise<unknown>).then(fixCharFields) : out;
  };
}

class CharFixPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    // Checked-out clients (transactions) bypass Pool#query: patch them too.
    this.on('connect', (client) => {
      const c = client as unknown as { query: AnyQuery };
      c.query = wrapQuery(c.query.bind(client));
    });
  }
  override query(...args: unknown[]): never {
    return wrapQuery(super.query as unknown as AnyQuery).apply(this, args) as never;
  }
}

// Bug 3: adapter-pg's executeScript splits on every ';' ($$ bodies and string literals break,
// and a failure leaves the migration half applied). Send the script as one simple query, as the
// native engine does: Postgres runs it as one implicit transaction.
async function connectAdapter(pool: pg.Pool): Promise<SqlDriverAdapter> {
  const adapter = retypeCharColumns(await new PrismaPg(pool, { disposeExternalPool: true }).connect());
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolation) => retypeCharColumns(await startTransaction(isolation));
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      (adapter as unknown as { onError(e: unknown): never }).onError(error);
    }
  };
  return adapter;
}

/** Driver adapter factory for the WASM schema engine, with the adapter-pg workarounds. */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = '@prisma/adapter-pg';
  private readonly open = new Set<SqlDriverAdapter>();
  constructor(private readonly target: PgTarget) {}

  // Freeing the engine does not dispose its adapters: track them so close() can end the pools.
  private track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    const dispose = adapter.dispose.bind(adapter);
    let done: Promise<void> | undefined;
    adapter.dispose = () => {
      this.open.delete(adapter);
      return (done ??= dispose());
    };
    this.open.add(adapter);
    return adapter;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.open].map((a) => a.dispose()));
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.track(await connectAdapter(new CharFixPool(poolConfig(this.target))));
  }

  // Bug 2: adapter-pg drops the shadow database before closing its pool ("is being accessed by
  // other users"). Close the pool first, then DROP ... WITH (FORCE).
  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const name = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    const admin = new pg.Client(poolConfig(this.target));
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (e) {
      await admin.end();
      throw e;
    }
    const pool = new CharFixPool(poolConfig(this.target, name));
    const adapter = await connectAdapter(pool);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      try {
        await dispose();
        await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    };
    return this.track(adapter);
  }
}
