import { tenantKey } from '@trilha/db';
import { ASSIGNMENT_MESSAGES as M, type EvaluateAssignmentBody, type AssignmentSubmission } from '@trilha/shared/assignments';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { findItem } from '../../kit/find-item.ts';
import { toGradeScale } from '@trilha/shared/grades';
import { lockSubmission } from './submit.ts';
import { submissionSelect, submissionView } from './view.ts';

/**
 * POST /material-items/{attemptId}/evaluate ({attemptId} is the submission's id): a grade on the
 * GRADES scale and a comment, by staff who manage the task's discipline (discipline:manage
 * through findItem). Evaluating again corrects the evaluation. The evaluation, the submission's
 * status and, through `assignment.evaluated`, the student's grade change in one transaction;
 * the student is told live (`.assignment.evaluated` on users.{id}).
 */
export async function evaluateAssignment(
  deps: Pick<AppDeps, 'db' | 'events' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  submissionId: number,
  body: EvaluateAssignmentBody,
): Promise<{ message: string; data: AssignmentSubmission }> {
  const s = await deps.db.assignmentSubmission.findFirst({
    where: { id: submissionId, materialItem: { companyId: tenant.companyId, deletedAt: null } },
    select: { id: true, userId: true, materialItemId: true },
  });
  if (!s) throw appError('ASSIGNMENT_SUBMISSION_NOT_FOUND');
  const { item } = await findItem(deps, tenant, actor, s.materialItemId, { manage: true });
  const grade = toGradeScale(body.grade);
  const comment = body.comment ? body.comment : null;
  const row = await deps.db.$transaction(async (tx) => {
    if (!(await lockSubmission(tx, tenant.companyId, { id: s.id }))) throw appError('ASSIGNMENT_SUBMISSION_NOT_FOUND');
    await tx.assignmentEvaluation.upsert({
      where: { companyId_submissionId: { companyId: tenant.companyId, submissionId: s.id } },
      create: { companyId: tenant.companyId, submissionId: s.id, evaluatorId: actor.id, grade, comment },
      update: { evaluatorId: actor.id, grade, comment },
    });
    await deps.domainEvents.publish(tx, tenant.companyId, 'assignment.evaluated', {
      submission_id: s.id,
      user_id: s.userId,
      material_item_id: s.materialItemId,
      discipline_id: item.disciplineId,
      grade,
      comment,
      evaluator_id: actor.id,
    });
    return tx.assignmentSubmission.update({ where: tenantKey(s.id), data: { status: 'evaluated' }, select: submissionSelect });
  });
  deps.events.toUser(s.userId, '.assignment.evaluated', {
    submission_id: s.id,
    material_item_id: s.materialItemId,
    discipline_id: item.disciplineId,
    grade,
  });
  return { message: M.assignmentEvaluated, data: submissionView(row, { tenant, actor }) };
}
