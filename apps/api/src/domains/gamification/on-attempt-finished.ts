import { GRADES } from '@trilha/shared';
import { defineSubscriber } from '../../events/subscriber.ts';
import { awardPoints } from './award-points.ts';

/**
 * A quiz's points: GRADES.pointsPerCorrectAnswer per right answer of the first finished attempt
 * that earns any, once per learner and item (docs/assessment.md "Points"): unchecking the item,
 * retaking the quiz or replaying the request earns nothing more. A preview earns nothing.
 */
export const awardQuizPoints = defineSubscriber({
  name: 'gamification.award-quiz-points',
  event: 'attempt.finished',
  phase: 'transaction',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    if (p.preview) return { points: 0 };
    const points = await awardPoints(tx, deps, {
      companyId: event.companyId,
      userId: p.user_id,
      points: p.correct * GRADES.pointsPerCorrectAnswer,
      reason: 'quiz_completed',
      subjectType: 'material_item',
      subjectId: p.material_item_id,
    });
    return { points };
  },
});
