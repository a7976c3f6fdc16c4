import { defineSubscriber } from '../../events/subscriber.ts';
import { setItemProgress } from './mark-progress.ts';

/**
 * A SCORM package reported completed checks its item for the learner, in the commit's transaction
 * (the player's answer carries the new percentages).
 */
export const checkCompletedScormItem = defineSubscriber({
  name: 'materials.check-completed-scorm-item',
  event: 'scorm-attempt.completed',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    return setItemProgress(tx, {
      companyId: event.companyId,
      userId: p.user_id,
      item: { id: p.material_item_id, materialId: p.material_id, disciplineId: p.discipline_id },
      checked: true,
      now: new Date(p.completed_at),
    });
  },
});
