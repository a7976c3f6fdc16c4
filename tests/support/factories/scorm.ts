import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/**
 * A SCORM item whose package (`zip`) is stored as the upload would store it
 * (`private/c<company>/scorm/<uuid>.zip` under the API's storage folder), in a new material of
 * the discipline. `version` is kept in the item's settings as the upload keeps it.
 */
export async function createScormItem(
  db: Db,
  tenant: TestTenant,
  o: {
    disciplineId: number;
    storageDir: string;
    zip: Buffer;
    entryPoint?: string;
    version?: '1.2' | '2004';
    visible?: boolean;
    /** Other items in the same material (visible, not SCORM), so progress is a fraction. */
    siblings?: number;
  },
) {
  const companyId = tenant.company.id;
  const key = `private/c${companyId}/scorm/${randomUUID()}.zip`;
  await mkdir(dirname(join(o.storageDir, key)), { recursive: true });
  await writeFile(join(o.storageDir, key), o.zip);
  const material = await db.material.create({ data: { companyId, disciplineId: o.disciplineId, name: `Material ${uid()}` } });
  const file = await db.file.create({
    data: { companyId, storageKey: key, originalName: 'pacote.zip', mimeType: 'application/zip', size: o.zip.length },
  });
  const item = await db.materialItem.create({
    data: {
      companyId,
      materialId: material.id,
      disciplineId: o.disciplineId,
      title: `SCORM ${uid()}`,
      type: 'scorm',
      fileId: file.id,
      scormEntryPoint: o.entryPoint ?? 'content/index.html',
      visible: o.visible ?? true,
      position: 0,
      settings: o.version ? { create: { extra: { scorm_version: o.version } } } : undefined,
    },
  });
  for (let i = 0; i < (o.siblings ?? 0); i++)
    await db.materialItem.create({
      data: {
        companyId,
        materialId: material.id,
        disciplineId: o.disciplineId,
        title: `Tarefa ${uid()}`,
        type: 'task',
        position: i + 1,
      },
    });
  return { item, material, file, key };
}

export const scormFactories = { scormItem: createScormItem };
