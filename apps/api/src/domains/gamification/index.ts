import { defineApiDomain } from '../../kit/domain.ts';
import { awardQuizPoints } from './on-attempt-finished.ts';
import { pushPointsAdded } from './on-points-awarded.ts';

/**
 * Points (and, with the badges issue, badges and rules): no routes yet, only reactions to what
 * the other domains publish.
 */
export const gamificationDomain = defineApiDomain({
  name: 'gamification',
  subscribers: [awardQuizPoints, pushPointsAdded],
});
