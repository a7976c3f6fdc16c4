// The app's tenant client: Prisma over a pool that connects as the app role (subject to row-level
// security) and binds the current tenant to each connection, with the scoping extension on top.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client.ts';
import { endPoolOnDisconnect, survivingIdleErrors, timeoutOptions, type DatabaseTimeouts } from '../client.ts';
import { TenantBindingPool } from './binding-pool.ts';
import { APP_ROLE } from './rules.ts';
import { namedStatements } from '../statement-names.ts';
import { scopeToTenant, unbatchTenantFindUnique } from './scope-extension.ts';

export interface TenantDbOptions {
  /** The owner/admin URL (DATABASE_URL). Used when `appUrl` is absent: then each connection SETs ROLE trilha_app. */
  url: string;
  /** A URL that logs in as the app role (DATABASE_APP_URL), e.g. postgresql://trilha_app:secret@host/db. */
  appUrl?: string;
  /** Pool size (default 10). */
  max?: number;
  /** Connect and statement time-outs (DATABASE_TIMEOUTS, from the process's environment); none by default. */
  timeouts?: DatabaseTimeouts;
}

function createScopedClient(opts: TenantDbOptions) {
  const viaOwner = !opts.appUrl;
  const pool = survivingIdleErrors(
    new TenantBindingPool(
      { connectionString: opts.appUrl ?? opts.url, max: opts.max ?? 10, ...timeoutOptions(opts.timeouts) },
      // Logged in as the owner, switch to the app role: row-level security must apply either way.
      { role: APP_ROLE, switchRole: viaOwner },
    ),
  );
  // Prisma owns the pool from here: $disconnect() ends it.
  // Named (prepared) statements: parsed once per connection, plans cached (statement-names.ts).
  const base = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator: namedStatements }),
  });
  const client = unbatchTenantFindUnique(scopeToTenant(base));
  tenantPools.set(client, pool);
  // The grades CSV reads through the pool alone (tenantPoolOf): see endPoolOnDisconnect.
  return endPoolOnDisconnect(client, pool);
}

const tenantPools = new WeakMap<object, TenantBindingPool>();

/**
 * The pool under a tenant client, for the rare statement that reads many rows and must not pay
 * Prisma's per-row cost (the grades CSV export: docs/benchmarks.md "Grades CSV"). It binds the
 * current tenant like every checkout of the client, so row-level security applies the same.
 */
export const tenantPoolOf = (db: object): TenantBindingPool | undefined => tenantPools.get(db);

/** A Prisma client confined to the tenant of the current tenantScope (runAsTenant). */
export type TenantDb = ReturnType<typeof scopeToTenant>;

/**
 * The tenant client. Every query runs as the app role with the current tenant bound, and every
 * query on a tenant-owned model is filtered by it; outside a tenant context such queries throw.
 * Interactive transactions are scoped the same way (their connection is bound when they start).
 */
export function createTenantDb(opts: TenantDbOptions): TenantDb {
  return createScopedClient(opts);
}

/** The same database URL, logging in as the app role without a password (tests, trust auth, ops). */
export function appRoleUrl(url: string): string {
  const u = new URL(url);
  u.username = APP_ROLE;
  u.password = '';
  return u.toString();
}
