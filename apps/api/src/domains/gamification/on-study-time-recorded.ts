import { defineSubscriber } from '../../events/subscriber.ts';
import { awardBadges } from './award-badges.ts';

/**
 * `consecutive_access_days` and `study_hours` badges when a study session grows: the event carries
 * the learner's run of days and total time, so no query beyond the award's own.
 */
export const awardStudyBadges = defineSubscriber({
  name: 'gamification.award-study-badges',
  event: 'study-time.recorded',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    const base = { companyId: event.companyId, userId: p.user_id };
    await awardBadges(tx, deps, {
      ...base,
      type: 'consecutive_access_days',
      reached: (rule) => p.consecutive_access_days >= rule.days,
    });
    await awardBadges(tx, deps, { ...base, type: 'study_hours', reached: (rule) => p.total_seconds >= rule.hours * 3600 });
  },
});
