// The tenant of the current request (or job), carried through async calls. The tenant client
// reads it on every query: the scoping extension adds it to filters and created rows, and the pool
// binds it to the connection for PostgreSQL's row-level security.
import { AsyncLocalStorage } from 'node:async_hooks';

export const tenantScope = new AsyncLocalStorage<{ companyId: number }>();

/** The company every tenant-owned query of the current async context is confined to. */
export const currentCompanyId = (): number | undefined => tenantScope.getStore()?.companyId;

/** Runs `fn` (and everything it awaits or schedules) as tenant `companyId`. */
export function runAsTenant<T>(companyId: number, fn: () => T): T {
  // The id ends up in SQL settings: only positive integers are tenants.
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid tenant company id: ${companyId}`);
  return tenantScope.run({ companyId }, fn);
}
