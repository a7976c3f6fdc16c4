import { defineSubscriber } from '../../events/subscriber.ts';
import { setItemProgress } from './mark-progress.ts';
import { materialProgress, readDisciplineProgress, upsertUserDisciplineProgress } from './progress.ts';

/**
 * A finished quiz checks its item for the learner if it was not (material and discipline
 * progress follow), and answers the two percentages for the finish response. A preview changes
 * nothing and answers the staff member's current numbers.
 */
export const checkFinishedQuizItem = defineSubscriber({
  name: 'materials.check-finished-quiz-item',
  event: 'attempt.finished',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    const companyId = event.companyId;
    if (p.preview)
      return {
        material_progress: await materialProgress(tx, companyId, p.material_id, p.user_id),
        discipline_progress: await readDisciplineProgress(tx, companyId, p.discipline_id, p.user_id),
      };
    const prior = await tx.materialItemProgress.findFirst({
      where: { companyId, userId: p.user_id, materialItemId: p.material_item_id },
      select: { checked: true },
    });
    if (!prior?.checked)
      return setItemProgress(tx, {
        companyId,
        userId: p.user_id,
        item: { id: p.material_item_id, materialId: p.material_id, disciplineId: p.discipline_id },
        checked: true,
        now: new Date(p.finished_at),
      });
    return {
      material_progress: await materialProgress(tx, companyId, p.material_id, p.user_id),
      discipline_progress: await upsertUserDisciplineProgress(tx, companyId, p.discipline_id, p.user_id),
    };
  },
});
