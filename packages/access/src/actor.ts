import { currentCompanyId, type TenantDb } from '@trilha/db';
import type { UserType } from '@trilha/shared';

/** Who asks: all the rules need is the user and their type (the API's actor, a socket's user). */
export type AccessActor = { readonly id: number; readonly type: UserType };

/**
 * The tenant-bound client (`createTenantDb`): every query runs as the app role under row-level
 * security, so even a rule written wrong cannot reach another tenant's rows. Only `$queryRaw` is
 * used, which a transaction client also has.
 */
export type AccessDb = Pick<TenantDb, '$queryRaw'>;

/** The tenant of the current scope, named in every statement (index, Citus); none is a bug. */
export function tenantOf(what: string): number {
  const companyId = currentCompanyId();
  if (companyId === undefined) throw new Error(`${what} outside a tenant scope (runAsTenant)`);
  return companyId;
}

/** Ids a statement may be given: PostgreSQL int4, positive (an id past 2^31 names nothing). */
export const INT4_MAX = 2_147_483_647;
export const validIds = (ids: Iterable<number>): number[] =>
  [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX);
