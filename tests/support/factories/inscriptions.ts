import type { Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';

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

export const inscriptionFactories = { enroll };
