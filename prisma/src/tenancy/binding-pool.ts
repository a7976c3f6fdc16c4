// A pg.Pool that binds the current tenant (tenantScope) to every connection it hands out, for the
// row-level security policies (current_setting('trilha.company_id')). Both ways in go through
// connect(): pool.query (Prisma's plain queries) checks a client out through it, and so does
// Prisma's startTransaction, so a transaction's connection is bound once, at its start.
import pg from 'pg';
import { quoteIdent } from '../migrate/adapter.ts';
import { currentCompanyId } from './context.ts';
import { TENANT_SETTING } from './rules.ts';

/**
 * `session`: set_config(..., false) on the connection when its bound tenant differs from the
 * current one (real PostgreSQL: per-connection state; ~0 cost when one tenant keeps the pool).
 * `transaction`: SET LOCAL inside a transaction around every statement or transaction, for
 * PGlite, whose socket server shares ONE session between all connections but serves a
 * transaction exclusively to its connection (docs/data-model.md, "Embedded mode").
 */
export type TenantBinding = 'session' | 'transaction';

export interface TenantPoolOptions {
  /** The app role (row-level security applies to it). */
  role: string;
  /**
   * Session mode: SET ROLE on each new connection, because the login is the owner. Transaction
   * mode always SETs LOCAL ROLE: PGlite ignores the login user, every connection is its superuser.
   */
  switchRole: boolean;
  /** `auto`: `transaction` when the server is PGlite, else `session`. */
  binding: TenantBinding | 'auto';
}

type QueryArgs = [text: string | pg.QueryConfig, values?: unknown];
type Callback = (err: Error | null, res?: pg.QueryResult) => void;
type Done = (release?: Error | boolean) => void;

const tenantValue = (companyId: number | undefined): string => (companyId === undefined ? '' : String(companyId));

const sqlText = (q: string | pg.QueryConfig): string => (typeof q === 'string' ? q : q.text).trim().toUpperCase();
const STARTS_TX = /^(BEGIN|START\s+TRANSACTION)\b/;
const ENDS_TX = /^(COMMIT|END|ABORT|ROLLBACK)\b(?!\s+TO\b)/;

export class TenantBindingPool extends pg.Pool {
  private readonly tenantOptions: TenantPoolOptions;
  private binding?: Promise<TenantBinding>;
  /** Session mode: the tenant each physical connection is bound to ('' = none yet/none). */
  private readonly bound = new WeakMap<pg.PoolClient, string>();
  private readonly roleSet = new WeakSet<pg.PoolClient>();
  /** Transaction mode: the tenant of the current checkout of each connection. */
  private readonly checkoutTenant = new WeakMap<pg.PoolClient, string>();

  constructor(config: pg.PoolConfig, options: TenantPoolOptions) {
    super(config);
    this.tenantOptions = options;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void,
  ): Promise<pg.PoolClient> | void {
    // Read now, in the caller's async context (pool.query and Prisma both call in it).
    const tenant = tenantValue(currentCompanyId());
    const checkedOut = this.checkout(tenant);
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (err: Error) => callback(err, undefined, () => undefined),
    );
  }

  /** The binding mode, decided once from the first connection. */
  mode(client: pg.PoolClient): Promise<TenantBinding> {
    const wanted = this.tenantOptions.binding;
    return (this.binding ??=
      wanted !== 'auto'
        ? Promise.resolve(wanted)
        : client
            .query<{ v: string }>('SELECT version() AS v')
            .then(({ rows }) => (rows[0]?.v.includes('PGlite') ? 'transaction' : 'session')));
  }

  private async checkout(tenant: string): Promise<pg.PoolClient> {
    const client = await super.connect();
    try {
      if ((await this.mode(client)) === 'session') await this.bindSession(client, tenant);
      else this.prepareTransactionBinding(client, tenant);
      return client;
    } catch (e) {
      // Never hand out a connection whose role or tenant is unknown.
      client.release(e as Error);
      this.binding = undefined;
      throw e;
    }
  }

  private async bindSession(client: pg.PoolClient, tenant: string): Promise<void> {
    const { role, switchRole } = this.tenantOptions;
    if (switchRole && !this.roleSet.has(client)) {
      await client.query(`SET ROLE ${quoteIdent(role)}`);
      this.roleSet.add(client);
    }
    // A new connection has no tenant setting at all: reading it fails like '' does.
    if ((this.bound.get(client) ?? '') === tenant) return;
    await client.query(`SELECT set_config('${TENANT_SETTING}', $1, false)`, [tenant]);
    this.bound.set(client, tenant);
  }

  private prepareTransactionBinding(client: pg.PoolClient, tenant: string): void {
    this.checkoutTenant.set(client, tenant);
    if ((client as { trilhaWrapped?: boolean }).trilhaWrapped) return;
    const original = client.query.bind(client) as (...a: unknown[]) => Promise<pg.QueryResult>;
    const role = this.tenantOptions.role;
    const bindLocal = () => {
      const value = this.checkoutTenant.get(client) ?? '';
      // Numbers only (see tenantValue), so the literal is safe; SET LOCAL takes no parameters.
      return original(`SET LOCAL ROLE ${quoteIdent(role)}; SET LOCAL "${TENANT_SETTING}" = '${value}'`);
    };
    let inTransaction = false;
    const run = async (...args: QueryArgs): Promise<pg.QueryResult> => {
      const sql = sqlText(args[0]);
      if (inTransaction) {
        const res = await original(...args);
        if (ENDS_TX.test(sql)) inTransaction = false;
        return res;
      }
      if (STARTS_TX.test(sql)) {
        const res = await original(...args);
        inTransaction = true;
        // SET LOCAL takes no snapshot: a following SET TRANSACTION ISOLATION LEVEL still works.
        await bindLocal();
        return res;
      }
      // A lone statement: in its own transaction, which PGlite serves to this connection alone.
      await original('BEGIN');
      try {
        await bindLocal();
        const res = await original(...args);
        await original('COMMIT');
        return res;
      } catch (e) {
        await original('ROLLBACK').catch(() => undefined);
        throw e;
      }
    };
    const wrapped = (text: QueryArgs[0], values?: unknown, callback?: Callback) => {
      if (typeof values === 'function') [values, callback] = [undefined, values as Callback];
      const p = values === undefined ? run(text) : run(text, values);
      if (!callback) return p;
      p.then(
        (res) => callback(null, res),
        (err: Error) => callback(err),
      );
      return undefined;
    };
    Object.assign(client, { query: wrapped, trilhaWrapped: true });
  }
}
