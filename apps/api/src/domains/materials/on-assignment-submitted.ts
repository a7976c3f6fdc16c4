import { defineSubscriber } from '../../events/subscriber.ts';
import { setItemProgress } from './mark-progress.ts';

/** A submitted task checks its item for the learner; the percentages go back to the submission. */
export const checkSubmittedTaskItem = defineSubscriber({
  name: 'materials.check-submitted-task-item',
  event: 'assignment.submitted',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    return setItemProgress(tx, {
      companyId: event.companyId,
      userId: p.user_id,
      item: { id: p.material_item_id, materialId: p.material_id, disciplineId: p.discipline_id },
      checked: true,
      now: new Date(p.submitted_at),
    });
  },
});
