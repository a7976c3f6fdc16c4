import { defineSubscriber } from '../../events/subscriber.ts';
import { recordGrade } from './record-grade.ts';

/** Staff's scores on an attempt rewrite the learner's grade (graded once nothing waits). */
export const recordGradedAttempt = defineSubscriber({
  name: 'grades.record-graded-attempt',
  event: 'attempt.graded',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    if (p.preview) return;
    await recordGrade(tx, {
      companyId: event.companyId,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      userId: p.user_id,
      attemptId: p.attempt_id,
      value: p.score,
      gradedById: p.graded_by_id,
      ...(p.comment !== undefined ? { comment: p.comment } : {}),
    });
  },
});
