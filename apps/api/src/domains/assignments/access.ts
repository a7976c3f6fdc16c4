import { can } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { findReadableDiscipline } from '../disciplines/discipline-access.ts';

// Who may read a submission (and its file): its student, or the discipline's staff — a caller
// with assignments:review-any-student who may read the discipline (findReadableDiscipline: an
// enrolled tutor or teacher inside the window, the owner, the company's staff). Anyone else, the
// other students and other tenants included, gets 404: they do not learn it exists.

export const reviewsAnyStudent = (actor: Actor) => can(actor.type, 'assignments:review-any-student');

/** True when `actor` may read a submission of `userId` in `disciplineId`. */
export async function maySeeSubmission(
  deps: AppDeps,
  actor: Actor,
  s: { userId: number; disciplineId: number },
): Promise<boolean> {
  if (s.userId === actor.id) return true;
  if (!reviewsAnyStudent(actor)) return false;
  try {
    await findReadableDiscipline(deps, actor, s.disciplineId);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return false;
    throw err;
  }
}

/** The submission `id` of a live task, if the caller may read it; else 404. */
export async function findSubmission(deps: AppDeps, tenant: Tenant, actor: Actor, id: number) {
  const s = await deps.db.assignmentSubmission.findFirst({
    where: { id, materialItem: { companyId: tenant.companyId, deletedAt: null } },
    select: { id: true, userId: true, materialItemId: true, status: true, materialItem: { select: { disciplineId: true } } },
  });
  if (!s || !(await maySeeSubmission(deps, actor, { userId: s.userId, disciplineId: s.materialItem.disciplineId })))
    throw appError('ASSIGNMENT_SUBMISSION_NOT_FOUND');
  return s;
}

/**
 * The download route's rule for a submitted file (materials/download.ts asks it for files that
 * belong to no item): the file's submission must be readable by the caller.
 */
export async function maySeeSubmissionFile(deps: AppDeps, tenant: Tenant, actor: Actor, fileId: number): Promise<boolean> {
  const s = await deps.db.assignmentSubmission.findFirst({
    where: { fileId, materialItem: { companyId: tenant.companyId, deletedAt: null } },
    select: { userId: true, materialItem: { select: { disciplineId: true } } },
  });
  return s !== null && maySeeSubmission(deps, actor, { userId: s.userId, disciplineId: s.materialItem.disciplineId });
}
