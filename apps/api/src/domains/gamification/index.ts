import { BADGE_ERRORS, BADGE_PERMISSIONS } from '@trilha/shared/gamification';
import { defineApiDomain } from '../../kit/domain.ts';
import { pushBadgeAdded } from './on-badge-awarded.ts';
import { awardQuizBadges, awardQuizPoints } from './on-attempt-finished.ts';
import { giveBadgeCatalogue } from './on-company-created.ts';
import { awardForumBadges } from './on-forum-comment-sent.ts';
import { pushPointsAdded } from './on-points-awarded.ts';
import { awardItemBadges } from './on-progress-marked.ts';
import { awardStudyBadges } from './on-study-time-recorded.ts';
import { badgeRoutes } from './routes.ts';

/**
 * Points and badges (docs/gamification.md): the ledger and the badge rules are reactions to what
 * the other domains publish; the routes read a member's badges and issue and verify their Open
 * Badges credentials.
 */
export const gamificationDomain = defineApiDomain({
  name: 'gamification',
  tables: ['badges', 'user_badges', 'points_ledger', 'issuer_keys'],
  routes: badgeRoutes,
  permissions: BADGE_PERMISSIONS,
  errors: BADGE_ERRORS,
  subscribers: [
    awardQuizPoints,
    pushPointsAdded,
    awardQuizBadges,
    awardItemBadges,
    awardStudyBadges,
    awardForumBadges,
    pushBadgeAdded,
    giveBadgeCatalogue,
  ],
});
