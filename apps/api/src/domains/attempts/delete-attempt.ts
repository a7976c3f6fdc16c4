import { ATTEMPT_MESSAGES as M } from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { recordGrade } from '../grades/record-grade.ts';
import { loadAttempt } from './load.ts';

/**
 * DELETE /attempts/{id} (those who manage the discipline's content): the attempt and its answers
 * go, which gives the learner a try back under max_attempts. If the learner's grade came from
 * it, the grade falls back to their latest other finished attempt, or goes away with none. The
 * item stays checked and points already earned stay (the ledger is append-only).
 */
export async function deleteAttempt(deps: AppDeps, tenant: Tenant, actor: Actor, id: number): Promise<{ message: string }> {
  const { attempt, item } = await loadAttempt(deps, tenant, actor, id, 'delete');
  const companyId = tenant.companyId;
  await deps.db.$transaction(async (tx) => {
    const grade = await tx.grade.findFirst({
      where: { companyId, materialItemId: item.id, userId: attempt.userId },
      select: { attemptId: true },
    });
    await tx.attempt.delete({ where: { id } });
    if (grade?.attemptId !== id) return;
    const previous = await tx.attempt.findFirst({
      where: { companyId, materialItemId: item.id, userId: attempt.userId, status: 'finished' },
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, checked: true, score: true, checkedById: true },
    });
    if (previous) {
      await recordGrade(tx, {
        companyId,
        disciplineId: item.disciplineId,
        materialItemId: item.id,
        userId: attempt.userId,
        attemptId: previous.id,
        value: previous.checked ? previous.score : null,
        gradedById: previous.checkedById,
      });
    } else {
      await tx.grade.deleteMany({ where: { companyId, materialItemId: item.id, userId: attempt.userId, attemptId: null } });
    }
  });
  return { message: M.attemptDeleted };
}
