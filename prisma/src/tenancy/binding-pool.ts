// A pg.Pool that binds the current tenant (tenantScope) to every connection it hands out, for the
// row-level security policies (current_setting('trilha.company_id')). Both ways in go through
// connect(): pool.query (Prisma's plain queries) checks a client out through it, and so does
// Prisma's startTransaction, so a transaction's connection is bound once, at its start.
import pg from 'pg';
import { quoteIdent } from '../migrate/adapter.ts';
import { currentCompanyId } from './context.ts';
import { TENANT_SETTING } from './rules.ts';

export interface TenantPoolOptions {
  /** The app role (row-level security applies to it). */
  role: string;
  /** SET ROLE on each new connection, because the login is the owner (no DATABASE_APP_URL). */
  switchRole: boolean;
}

type Done = (release?: Error | boolean) => void;

const tenantValue = (companyId: number | undefined): string => (companyId === undefined ? '' : String(companyId));

export class TenantBindingPool extends pg.Pool {
  private readonly tenantOptions: TenantPoolOptions;
  /** The tenant each physical connection is bound to ('' = none yet/none). */
  private readonly bound = new WeakMap<pg.PoolClient, string>();
  private readonly roleSet = new WeakSet<pg.PoolClient>();

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

  private async checkout(tenant: string): Promise<pg.PoolClient> {
    const client = await super.connect();
    try {
      await this.bind(client, tenant);
      return client;
    } catch (e) {
      // Never hand out a connection whose role or tenant is unknown.
      client.release(e as Error);
      throw e;
    }
  }

  /** set_config(..., false): per-connection state, ~0 cost while one tenant keeps the pool. */
  private async bind(client: pg.PoolClient, tenant: string): Promise<void> {
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
}
