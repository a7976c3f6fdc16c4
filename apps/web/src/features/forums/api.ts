import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, messageResponseSchema } from '@trilha/shared';
import {
  forumCommentPageSchema,
  forumCommentResponseSchema,
  forumCommentVoteResponseSchema,
  forumMemberPageSchema,
  forumPageSchema,
  forumResponseSchema,
  forumSchema,
  forumSubscriptionResponseSchema,
  type CommentStatus,
  type CreateForumBody,
  type CreateForumCommentBody,
  type UpdateForumBody,
} from '@trilha/shared/forums';
import { request } from '../../lib/api.ts';

export const forumKeys = {
  all: ['forums'] as const,
  discipline: (disciplineId: number) => ['forums', 'discipline', disciplineId] as const,
  forum: (id: number) => ['forums', 'one', id] as const,
  comments: (forumId: number) => ['forum-comments', forumId] as const,
  members: (forumId: number) => ['forum-members', forumId] as const,
};

/** The @mention picker's first matches among the forum discipline's members. */
export const forumMembersQuery = (forumId: number, search: string) =>
  queryOptions({
    queryKey: [...forumKeys.members(forumId), search] as const,
    queryFn: ({ signal }) =>
      request(`/forums/${forumId}/members`, {
        query: { search: search || undefined, per_page: PAGE_SIZE.forumMentionPicker },
        schema: forumMemberPageSchema,
        signal,
      }),
    staleTime: 60_000,
  });

/** Forum Management's list: every forum of the discipline (hidden ones too), 5 per page, newest first. */
export const managedForumsQuery = (disciplineId: number, page: number) =>
  queryOptions({
    queryKey: [...forumKeys.discipline(disciplineId), 'manage', page] as const,
    queryFn: ({ signal }) =>
      request('/forums', {
        query: { discipline: disciplineId, page, per_page: PAGE_SIZE.forums, sort: 'desc' },
        schema: forumPageSchema,
        signal,
      }),
  });

export const forumQuery = (id: number) =>
  queryOptions({
    queryKey: forumKeys.forum(id),
    queryFn: ({ signal }) => request(`/forums/${id}`, { schema: forumSchema, signal }),
  });

/**
 * One level of a thread, 10 at a time (001 §9): the forum's comments (no parent) or a comment's
 * replies; each listed comment carries its first 10 replies.
 */
export const commentsQuery = (forumId: number, parent: number | null, skipFirst = 0) =>
  infiniteQueryOptions({
    queryKey: [...forumKeys.comments(forumId), parent ?? 'root', skipFirst] as const,
    queryFn: ({ pageParam, signal }) =>
      request('/forums-comments', {
        query: {
          forum: forumId,
          parent: parent ?? undefined,
          page: pageParam,
          per_page: PAGE_SIZE.forumChildren,
          num_children: PAGE_SIZE.forumChildren,
        },
        schema: forumCommentPageSchema,
        signal,
      }),
    // Replies already shown under their parent (its first page) are not loaded again.
    initialPageParam: 1 + skipFirst,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

export const createForum = (body: CreateForumBody) => request('/forums', { method: 'POST', body, schema: forumResponseSchema });
export const updateForum = (id: number, body: UpdateForumBody) =>
  request(`/forums/${id}`, { method: 'POST', body, schema: forumResponseSchema });
export const deleteForum = (id: number) => request(`/forums/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const markForumRead = (id: number) => request(`/forums/${id}/read`, { method: 'PUT', schema: messageResponseSchema });

export const createComment = (body: CreateForumCommentBody) =>
  request('/forums-comments', { method: 'POST', body, schema: forumCommentResponseSchema });
export const updateComment = (id: number, text: string, mentions: number[]) =>
  request(`/forums-comments/${id}`, { method: 'POST', body: { text, mentions }, schema: forumCommentResponseSchema });
export const deleteComment = (id: number) =>
  request(`/forums-comments/${id}`, { method: 'DELETE', schema: messageResponseSchema });
/** Vote 1 or -1 (PUT), or 0: withdraw the caller's vote (DELETE). */
export const voteComment = (id: number, vote: 1 | -1 | 0) =>
  vote === 0
    ? request(`/forums-comments/${id}/vote`, { method: 'DELETE', schema: forumCommentVoteResponseSchema })
    : request(`/forums-comments/${id}/vote`, { method: 'PUT', body: { vote }, schema: forumCommentVoteResponseSchema });
export const setCommentVisibility = (id: number, status: CommentStatus) =>
  request(`/forums-comments/${id}/visibility`, { method: 'PUT', body: { status }, schema: forumCommentResponseSchema });

/** "Seguir fórum" on (PUT) or off (DELETE). */
export const followForum = (id: number, follow: boolean) =>
  request(`/forums/${id}/subscription`, { method: follow ? 'PUT' : 'DELETE', schema: forumSubscriptionResponseSchema });
/** "Seguir discussão" on or off: the thread of comment `id`. */
export const followThread = (id: number, follow: boolean) =>
  request(`/forums-comments/${id}/subscription`, {
    method: follow ? 'PUT' : 'DELETE',
    schema: forumSubscriptionResponseSchema,
  });
