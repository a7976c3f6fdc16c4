import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import {
  badgeCredentialResponseSchema,
  publicAchievementListSchema,
  publicAchievementSchema,
  publicAwardSchema,
  userBadgePageSchema,
} from '@trilha/shared/gamification';
import { request } from '../../lib/api.ts';

/** GET /badges/users/{userId}: a member's earned badges, newest first. */
export const userBadgesQuery = (userId: number, page = 1) =>
  queryOptions({
    queryKey: ['badges', userId, page],
    queryFn: () =>
      request(`/badges/users/${userId}`, { query: { page, per_page: PAGE_SIZE.badges }, schema: userBadgePageSchema }),
    placeholderData: keepPreviousData,
  });

/** GET /badges/users/{userId}/{badgeId}/credential: the signed Open Badges credential (VC-JWT). */
export const fetchBadgeCredential = (userId: number, badgeId: number) =>
  request(`/badges/users/${userId}/${badgeId}/credential`, { schema: badgeCredentialResponseSchema });

/** The public pages' reads (no sign-in): GET /badges/awards/{id}, /badges/achievements[/{key}]. */
export const fetchPublicAward = (publicId: string) =>
  request(`/badges/awards/${encodeURIComponent(publicId)}`, { auth: false, schema: publicAwardSchema });
export const fetchPublicAchievement = (key: string) =>
  request(`/badges/achievements/${encodeURIComponent(key)}`, { auth: false, schema: publicAchievementSchema });
export const fetchPublicAchievements = () =>
  request('/badges/achievements', { auth: false, schema: publicAchievementListSchema });
