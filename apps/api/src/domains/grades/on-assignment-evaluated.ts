import { defineSubscriber } from '../../events/subscriber.ts';
import { recordGrade } from './record-grade.ts';

/** An evaluation's grade and comment become the learner's grade for the task. */
export const recordAssignmentGrade = defineSubscriber({
  name: 'grades.record-assignment-grade',
  event: 'assignment.evaluated',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    await recordGrade(tx, {
      companyId: event.companyId,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      userId: p.user_id,
      value: p.grade,
      gradedById: p.evaluator_id,
      comment: p.comment,
    });
  },
});
