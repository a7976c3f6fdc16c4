import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** A visible, own discipline of `tenant`, optionally tagged, described or owned by a user. */
export async function createDiscipline(
  db: Db,
  tenant: TestTenant,
  o: {
    name?: string;
    visible?: boolean;
    tagIds?: number[];
    type?: 'own' | 'supplied';
    ownerId?: number;
    description?: string;
  } = {},
) {
  return db.discipline.create({
    data: {
      companyId: tenant.company.id,
      name: o.name ?? `Disciplina ${uid()}`,
      ownerId: o.ownerId ?? null,
      description: o.description ?? null,
      visible: o.visible ?? true,
      type: o.type ?? 'own',
      tags: o.tagIds ? { create: o.tagIds.map((tagId) => ({ tagId })) } : undefined,
    },
  });
}

export const disciplineFactories = { discipline: createDiscipline };
