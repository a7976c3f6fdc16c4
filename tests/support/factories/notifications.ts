import { Prisma, type Db } from '@trilha/db';
import type { TestTenant } from './tenants.ts';
import { PASSWORD_HASH } from './users.ts';
import { uid } from './unique.ts';

/** A notification of a user, unread unless `readAt` is given. */
export async function createNotification(
  db: Db,
  tenant: TestTenant,
  userId: number,
  o: {
    type?: string;
    title?: string;
    params?: Record<string, string | number> | null;
    disciplineId?: number | null;
    subjectId?: number | null;
    createdAt?: Date;
    readAt?: Date | null;
  } = {},
) {
  return db.notification.create({
    data: {
      companyId: tenant.company.id,
      userId,
      type: o.type ?? 'MaterialCreated',
      title: o.title ?? `Novo material: ${uid()}`,
      ...(o.params ? { params: o.params } : {}),
      disciplineId: o.disciplineId ?? null,
      subjectId: o.subjectId ?? null,
      createdAt: o.createdAt ?? new Date(),
      readAt: o.readAt ?? null,
    },
  });
}

/**
 * `count` students of `tenant`, members and actively enrolled in the discipline, written set-based
 * (three statements whatever the count): a discipline of thousands in a test's time. Their ids.
 */
export async function createEnrolledStudents(db: Db, tenant: TestTenant, disciplineId: number, count: number): Promise<number[]> {
  const batch = uid();
  const rows = await db.$queryRaw<{ user_id: number }[]>(Prisma.sql`
    WITH u AS (
      INSERT INTO users (name, email, password_hash, type, updated_at)
      SELECT 'Aluno ' || g, 'turma' || ${batch} || '-' || g || '@example.com', ${PASSWORD_HASH}, 'student', now()
      FROM generate_series(1, ${count}::int) g
      RETURNING id),
    m AS (INSERT INTO company_users (company_id, user_id) SELECT ${tenant.company.id}, id FROM u)
    INSERT INTO discipline_inscriptions (company_id, discipline_id, user_id, role, status)
    SELECT ${tenant.company.id}, ${disciplineId}, id, 'student', 'active' FROM u
    RETURNING user_id`);
  return rows.map((r) => r.user_id);
}

export const notificationFactories = { notification: createNotification, enrolledStudents: createEnrolledStudents };
