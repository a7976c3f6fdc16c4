import { Prisma, type Db } from '@trilha/db';
import { currentCompanyId } from './tenant-context.ts';

/** Models whose rows belong to one company: every one carries a `companyId` column. */
const isTenantModel = (model: string | undefined): boolean =>
  !!model &&
  'companyId' in ((Prisma as unknown as Record<string, Record<string, string> | undefined>)[`${model}ScalarFieldEnum`] ?? {});

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

type Args = { where?: object; data?: unknown; create?: object };

/**
 * The one place tenancy is enforced: every query on a tenant-owned model made through this
 * client gets `company_id = <request's tenant>` added to its filter and to the rows it creates.
 * A query on a tenant-owned model outside a tenant context throws instead of reading everything.
 * Nested relation writes are not rewritten: create tenant rows with scalar foreign keys.
 */
export function createScopedDb(db: Db) {
  return db.$extends({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!isTenantModel(model)) return query(args);
          const companyId = currentCompanyId();
          if (companyId === undefined) throw new Error(`Tenant-owned model ${model} queried outside a tenant context`);
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
export type ScopedDb = ReturnType<typeof createScopedDb>;
/** The client inside `db.$transaction(async (tx) => …)`: still scoped to the tenant. */
export type ScopedTx = Omit<ScopedDb, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | '$use'>;
