import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import {
  followPageSchema,
  followResponseSchema,
  profileMessageResponseSchema,
  profileResponseSchema,
  type UpdateProfileBody,
} from '@trilha/shared/profiles';
import { request } from '../../lib/api.ts';

/** GET /users/{id}/profile with everything the page shows (avatar attributes, study time, contacts). */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profile', id],
    queryFn: () =>
      request(`/users/${id}/profile`, { query: { include: 'avatar,sessions,contacts' }, schema: profileResponseSchema }).then(
        (r) => r.data,
      ),
  });

export type FollowSide = 'followers' | 'following';

/** GET /users/{id}/followers or /following, one page. */
export const followsQuery = (id: number, side: FollowSide, page: number) =>
  queryOptions({
    queryKey: ['profile', id, side, page],
    queryFn: () => request(`/users/${id}/${side}`, { query: { page, per_page: PAGE_SIZE.follows }, schema: followPageSchema }),
    placeholderData: keepPreviousData,
  });

/** POST /users/{id}/follow with the state wanted, so a retried click cannot flip it back. */
export const setFollowing = (id: number, following: boolean) =>
  request(`/users/${id}/follow`, { method: 'POST', body: { following }, schema: followResponseSchema });

/** PUT /users/{id}/profile: one's own "Sobre" and city (issue 29 item 14). */
export const updateProfile = (id: number, body: UpdateProfileBody) =>
  request(`/users/${id}/profile`, { method: 'PUT', body, schema: profileMessageResponseSchema });
