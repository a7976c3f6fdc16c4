import { tenantKey } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { recordGrade } from './record-grade.ts';

/**
 * An attempt about to be deleted: if the learner's grade came from it, the grade falls back to
 * their latest other finished attempt, or goes with none (docs/assessment.md "Scoring, grade and
 * points"). Runs before the attempt's row goes (the event is published just before the delete).
 */
export const fallBackFromDeletedAttempt = defineSubscriber({
  name: 'grades.fall-back-from-deleted-attempt',
  event: 'attempt.deleted',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    const companyId = event.companyId;
    const grade = await tx.grade.findFirst({
      where: { companyId, materialItemId: p.material_item_id, userId: p.user_id },
      select: { id: true, attemptId: true },
    });
    if (!grade || grade.attemptId !== p.attempt_id) return;
    const previous = await tx.attempt.findFirst({
      where: { companyId, materialItemId: p.material_item_id, userId: p.user_id, status: 'finished', id: { not: p.attempt_id } },
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      select: { id: true, checked: true, score: true, checkedById: true },
    });
    if (previous)
      await recordGrade(tx, {
        companyId,
        disciplineId: p.discipline_id,
        materialItemId: p.material_item_id,
        userId: p.user_id,
        attemptId: previous.id,
        value: previous.checked ? previous.score : null,
        gradedById: previous.checkedById,
      });
    else await tx.grade.delete({ where: tenantKey(grade.id) });
  },
});
