import { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import { tutorStudentSql } from '@trilha/queries/sessions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * Whether the actor may see `userId`'s session data: a member of the host company (else 404, as
 * for another tenant's user), and the actor themselves, management (sessions:see-company) or a
 * tutor or teacher of theirs (sessions:see-students: the learner is an active student of a
 * discipline the actor owns or teaches). Anyone else: 403. One statement.
 */
export async function requireLearnerAccess(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  userId: number,
): Promise<void> {
  const companyId = tenant.companyId;
  const asTutor = can(actor.type, 'sessions:see-students') && actor.id !== userId;
  const [row] = await deps.db.$queryRaw<{ member: boolean; follows: boolean }[]>(Prisma.sql`
    SELECT EXISTS (SELECT 1 FROM company_users cu JOIN users u ON u.id = cu.user_id
                    WHERE cu.company_id = ${companyId} AND cu.user_id = ${userId} AND u.deleted_at IS NULL) AS member,
           ${asTutor ? Prisma.sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND ${tutorStudentSql(companyId, actor.id)})` : Prisma.sql`false`} AS follows`);
  if (!row?.member) throw appError('SESSION_USER_NOT_FOUND');
  if (actor.id === userId || can(actor.type, 'sessions:see-company') || row.follows) return;
  throw appError('SESSIONS_FORBIDDEN');
}

/**
 * The tutor whose students a list is narrowed to: `tutor_id`, or the caller in the tutor view when
 * they teach (management without `tutor_id` sees every learner). A learner may not ask for the
 * tutor view; a tutor may ask only for their own students; a `tutor_id` outside the company is 404.
 */
export async function resolveTutorFilter(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  f: { type: 'student' | 'tutor'; tutor_id?: number | undefined },
): Promise<number | null> {
  const seesStudents = can(actor.type, 'sessions:see-students');
  const seesCompany = can(actor.type, 'sessions:see-company');
  if (f.type === 'student' && f.tutor_id === undefined) return null;
  if (!seesStudents && !seesCompany) throw appError('SESSIONS_TUTOR_VIEW_FORBIDDEN');
  const tutorId = f.tutor_id ?? (seesStudents ? actor.id : null);
  if (tutorId === null || tutorId === actor.id) return tutorId;
  if (!seesCompany) throw appError('SESSIONS_TUTOR_VIEW_FORBIDDEN');
  const member = await deps.db.companyUser.findFirst({
    where: { companyId: tenant.companyId, userId: tutorId },
    select: { userId: true },
  });
  if (!member) throw appError('SESSIONS_TUTOR_NOT_FOUND');
  return tutorId;
}
