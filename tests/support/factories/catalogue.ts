import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

// Content rows of a discipline (topics, stored files; materials and items: materials.ts), written straight to the
// database: tests of the catalogue (duplicate, deep copy) need content without the content API.

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

/** A File row for an object already stored under `storageKey` (the test writes the bytes). */
export async function createStoredFile(
  db: Db,
  tenant: TestTenant,
  o: { storageKey: string; size: number; mimeType?: string; originalName?: string },
) {
  return db.file.create({
    data: {
      companyId: tenant.company.id,
      storageKey: o.storageKey,
      size: o.size,
      mimeType: o.mimeType ?? 'application/pdf',
      originalName: o.originalName ?? 'apostila.pdf',
    },
  });
}

export const catalogueFactories = {
  topic: createTopic,
  storedFile: createStoredFile,
};
