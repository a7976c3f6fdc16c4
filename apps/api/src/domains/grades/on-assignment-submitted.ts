import { defineSubscriber } from '../../events/subscriber.ts';
import { recordGrade } from './record-grade.ts';

/** A first submission puts a pending grade in the gradebook; a resubmission leaves the grade as it is. */
export const recordPendingAssignmentGrade = defineSubscriber({
  name: 'grades.record-pending-assignment-grade',
  event: 'assignment.submitted',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    if (!p.first) return;
    await recordGrade(tx, {
      companyId: event.companyId,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      userId: p.user_id,
      value: null,
    });
  },
});
