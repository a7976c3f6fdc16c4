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

/** Enrols a user in a discipline, as a student unless another role is given, open-ended unless a window is. */
export async function enroll(
  db: Db,
  tenant: TestTenant,
  disciplineId: number,
  userId: number,
  role: 'student' | 'tutor' | 'teacher' = 'student',
  window: { startedAt?: Date | null; finishedAt?: Date | null } = {},
) {
  return db.disciplineInscription.create({
    data: {
      companyId: tenant.company.id,
      disciplineId,
      userId,
      role,
      startedAt: window.startedAt ?? null,
      finishedAt: window.finishedAt ?? null,
    },
  });
}

export const contentFactories = { discipline: createDiscipline, enroll };
