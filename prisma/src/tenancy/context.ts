// The tenant of the current request (or job), carried through async calls. The tenant client
// reads it on every query: the scoping extension adds it to filters and created rows, and the pool
// binds it to the connection for PostgreSQL's row-level security.
import { AsyncLocalStorage } from 'node:async_hooks';

export const tenantScope = new AsyncLocalStorage<{ companyId: number }>();

/** The company every tenant-owned query of the current async context is confined to. */
export const currentCompanyId = (): number | undefined => tenantScope.getStore()?.companyId;

/**
 * Runs `fn` (and everything it awaits or schedules) as tenant `companyId`. A returned promise is
 * awaited inside the tenant context: Prisma's query promises are lazy (they run when `.then` is
 * called), so `runAsTenant(id, () => db.discipline.findMany())` would otherwise start the query
 * after the context has ended (and the query would fail: no tenant).
 */
export function runAsTenant<T>(companyId: number, fn: () => T): T extends PromiseLike<infer U> ? Promise<U> : T {
  // The id ends up in SQL settings: only positive integers are tenants.
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid tenant company id: ${companyId}`);
  return tenantScope.run({ companyId }, () => {
    const result = fn();
    if (result === null || typeof (result as PromiseLike<unknown>)?.then !== 'function') return result;
    // Call then() here, inside run(): that is when a lazy promise starts its work.
    return new Promise((resolve, reject) => (result as PromiseLike<unknown>).then(resolve, reject));
  }) as T extends PromiseLike<infer U> ? Promise<U> : T;
}
