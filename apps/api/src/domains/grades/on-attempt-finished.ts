import { defineSubscriber } from '../../events/subscriber.ts';
import { recordGrade } from './record-grade.ts';

/**
 * A finished attempt's grade, in the attempt's transaction (pending while descriptive answers wait
 * for staff). One row per learner and item: a retake's grade replaces the last one
 * (docs/assessment.md "Grades"). A preview leaves the gradebook alone.
 */
export const recordQuizGrade = defineSubscriber({
  name: 'grades.record-quiz-grade',
  event: 'attempt.finished',
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
    });
  },
});
