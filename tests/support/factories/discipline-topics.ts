import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

// A discipline's topics, written straight to the database: tests of the catalogue (duplicate, deep
// copy) need content without the content API (stored files, materials and items: materials.ts).

export async function createTopic(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  o: { title?: string; position?: number; description?: string } = {},
) {
  return db.disciplineTopic.create({
    data: {
      companyId: tenant.company.id,
      disciplineId,
      title: o.title ?? `Tópico ${uid()}`,
      position: o.position ?? 0,
      description: o.description ?? null,
    },
  });
}

export const disciplineTopicFactories = { topic: createTopic };
