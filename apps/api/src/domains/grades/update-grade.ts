import type { Grade, UpdateGradeBody } from '@trilha/shared/grades';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { gradeJson } from './list-grades.ts';
import { recordGrade } from './record-grade.ts';

/**
 * PUT /grades/{gradeId}: staff who may build the discipline (discipline:manage:
 * its teachers, managers, admins) override the value and the comment. Written by recordGrade, the
 * one writer, keeping the attempt the grade came from; the override becomes the graded value with
 * the actor as grader. A grade the actor may not open, of a deleted item or of another tenant is 404.
 */
export async function updateGrade(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  gradeId: number,
  body: UpdateGradeBody,
): Promise<Grade> {
  const companyId = tenant.companyId;
  const grade = await deps.db.grade.findFirst({
    where: { id: gradeId, materialItem: { companyId, deletedAt: null } },
    select: { id: true, disciplineId: true, materialItemId: true, userId: true, attemptId: true },
  });
  if (!grade) throw appError('GRADE_NOT_FOUND');
  await requireAccess(deps, actor, 'discipline:manage', grade.disciplineId, { DISCIPLINE_NOT_FOUND: 'GRADE_NOT_FOUND' });
  // '' and null clear the comment; absent keeps it.
  const comment = body.comment === undefined ? undefined : body.comment || null;
  return deps.db.$transaction(async (tx) => {
    await recordGrade(tx, {
      companyId,
      disciplineId: grade.disciplineId,
      materialItemId: grade.materialItemId,
      userId: grade.userId,
      attemptId: grade.attemptId,
      value: body.value,
      gradedById: actor.id,
      comment,
    });
    await deps.domainEvents.publish(tx, companyId, 'grade.changed', {
      grade_id: grade.id,
      user_id: grade.userId,
      material_item_id: grade.materialItemId,
      discipline_id: grade.disciplineId,
      value: body.value,
      changed_by_id: actor.id,
    });
    const [row] = await tx.$queryRaw<{ data: Grade }[]>`
      SELECT ${gradeJson('g')} AS data
        FROM grades g JOIN users u ON u.id = g.user_id
        JOIN material_items i ON i.company_id = ${companyId} AND i.id = g.material_item_id
       WHERE g.company_id = ${companyId} AND g.id = ${grade.id}`;
    return row!.data;
  });
}
