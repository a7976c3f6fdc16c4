import { GRADES } from '@trilha/shared';
import { defineSubscriber } from '../../events/subscriber.ts';
import { awardBadges } from './award-badges.ts';
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

/**
 * Badges of a finished quiz (`first_quiz_finished`), after commit: the finish does not wait for
 * them, and its points toast comes first. A preview (staff trying the quiz) earns nothing.
 */
export const awardQuizBadges = defineSubscriber({
  name: 'gamification.award-quiz-badges',
  event: 'attempt.finished',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    if (event.payload.preview) return;
    await awardBadges(tx, deps, {
      companyId: event.companyId,
      userId: event.payload.user_id,
      type: 'first_quiz_finished',
      reached: () => true,
    });
  },
});
