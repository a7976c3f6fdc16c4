// Per-domain fuzz set-ups (tests/api/fuzz.test.ts): which records an operation's path ids point
// at, for the authorised tenant (own) and another tenant (cross). Each domain declares its own
// file here, claiming the first path segments ("resources") of its routes; the fuzz test loads every
// file of this folder, so a new domain adds a file and never edits the fuzz test. A route no file
// claims is still fuzzed, with plausible ids.
import type { ApiTest } from '../../support/fixture.ts';
import type { TestTenant, TestUser } from '../../support/factories/index.ts';
import type { Operation } from '../fuzz-schema.ts';

/** A discipline of a tenant with a material, an item and its settings (material routes and the ones under them). */
export type Content = Awaited<ReturnType<typeof createContent>>;

export async function createContent(t: ApiTest, tenant: TestTenant) {
  const discipline = await t.create.discipline(tenant);
  const material = await t.create.material(tenant, discipline.id);
  const item = await t.create.materialItem(tenant, material.id);
  const settings = await t.db.materialItemSettings.create({ data: { companyId: tenant.company.id, materialItemId: item.id } });
  return { discipline, material, item, settings };
}

export type FuzzContext = {
  t: ApiTest;
  op: Operation;
  /** The operation's first path segment. */
  resource: string;
  /** A student of the authorised tenant (not enrolled) and the records every operation gets. */
  student: TestUser;
  discipline: { id: number };
  tag: { id: number };
  topic: { id: number };
  /** Ids that body fields of these names point at (a domain's `prepare` may set its own). */
  ids: Record<string, number>;
  /** Per-operation scratch space a domain's `prepare` fills for its `pathParam`. */
  scratch: Record<string, unknown>;
};

export type FuzzTargets = {
  /** First path segments of the routes this domain declares. */
  resources: readonly string[];
  /** Records made once per operation, before its path parameters (and body ids pointing at them). */
  prepare?(ctx: FuzzContext): Promise<void>;
  /** The own and the other tenant's value of a path parameter. */
  pathParam(ctx: FuzzContext, name: string): Promise<[own: string, cross: string]>;
};

export const defineFuzzTargets = (targets: FuzzTargets): FuzzTargets => targets;
