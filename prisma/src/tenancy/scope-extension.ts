// The tenant client's query layer: every query on a tenant-owned model (one with `companyId`) gets
// `company_id = <current tenant>` in its filter and in the rows it creates, and fails outside a
// tenant context. Row-level security is the backstop under it (docs/data-model.md).
import { Prisma, type PrismaClient } from '../generated/client.ts';
import { currentCompanyId } from './context.ts';

const scalarFields = (model: string): Record<string, string> | undefined =>
  (Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`];

/** Models whose rows belong to one company: every one carries a `companyId` column. */
export const isTenantModel = (model: string | undefined): boolean => !!model && 'companyId' in (scalarFields(model) ?? {});

/** Tenant-owned model names, e.g. `Discipline`. */
export const TENANT_MODELS: readonly string[] = Object.values(Prisma.ModelName).filter((m) => isTenantModel(m));

const WHERE_OPS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
]);

type Args = { where?: Record<string, unknown>; data?: unknown; create?: object };

function requireTenant(model: string): number {
  const companyId = currentCompanyId();
  if (companyId === undefined) throw new Error(`Tenant-owned model ${model} queried outside a tenant context`);
  return companyId;
}

/**
 * findFirst does not take a compound unique key (`companyId_userId: { companyId, userId }`), so
 * spread such keys into plain field filters. A compound key is a where key that is not a field,
 * named after the fields of its (object) value joined by `_`.
 */
export function flattenUniqueWhere(model: string, where: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = scalarFields(model) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(where)) {
    const parts = key.split('_');
    const isCompound =
      !(key in fields) &&
      parts.length > 1 &&
      value !== null &&
      typeof value === 'object' &&
      parts.every((p) => p in fields) &&
      Object.keys(value).length === parts.length &&
      Object.keys(value).every((k) => parts.includes(k));
    if (isCompound) Object.assign(out, value);
    else out[key] = value;
  }
  return out;
}

/** Adds the tenant scope to every query of `db` (and of its interactive transactions). */
export function scopeToTenant(db: PrismaClient) {
  return db.$extends({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!isTenantModel(model)) return query(args);
          const companyId = requireTenant(model);
          const a = (args ?? {}) as Args;
          if (WHERE_OPS.has(operation)) a.where = { ...a.where, companyId };
          else if (operation === 'create') a.data = { ...(a.data as object), companyId };
          else if (operation === 'createMany' || operation === 'createManyAndReturn')
            a.data = ([] as object[]).concat(a.data as object[]).map((row) => ({ ...row, companyId }));
          else if (operation === 'upsert') {
            a.where = { ...a.where, companyId };
            a.create = { ...a.create, companyId };
          }
          return query(a as typeof args);
        },
      },
    },
  });
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

type Delegate = { findFirst(args: unknown): unknown; findFirstOrThrow(args: unknown): unknown };

/**
 * Prisma batches the findUnique calls made in the same tick into one query, even when they come
 * from different requests, and that query would then run on one request's connection, bound to
 * that request's tenant (the others would get null). findFirst is never batched, so findUnique and
 * findUniqueOrThrow of tenant models are answered by findFirst/findFirstOrThrow of the same client
 * (`this`: inside an interactive transaction, the transaction's), which still goes through the
 * scoping above.
 */
export function unbatchTenantFindUnique<C extends object>(db: C): C {
  const model = Object.fromEntries(
    TENANT_MODELS.map((name) => [
      lowerFirst(name),
      {
        findUnique(this: unknown, args: { where?: Record<string, unknown> }) {
          const self = Prisma.getExtensionContext(this) as unknown as Delegate;
          return self.findFirst({ ...args, where: flattenUniqueWhere(name, args?.where) });
        },
        findUniqueOrThrow(this: unknown, args: { where?: Record<string, unknown> }) {
          const self = Prisma.getExtensionContext(this) as unknown as Delegate;
          return self.findFirstOrThrow({ ...args, where: flattenUniqueWhere(name, args?.where) });
        },
      },
    ]),
  );
  // Typed as the input client: the overrides keep findUnique's contract (same row or null).
  return (db as unknown as { $extends(ext: object): C }).$extends({ name: 'tenant-unbatched-find-unique', model });
}
