import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';

/** forum.{id}: the staff variant of a forum's live channel (001 §7). */
export const forumChannel = defineLiveChannel({
  key: 'forum',
  namespace: '/main',
  pattern: 'forum.{id}',
  name: (forumId: number) => `forum.${forumId}`,
});

/** forum.{id}.student: the students' variant, only while the forum is visible (001 §6). */
export const forumStudentChannel = defineLiveChannel({
  key: 'forum-student',
  namespace: '/main',
  pattern: 'forum.{id}.student',
  name: (forumId: number) => `forum.${forumId}.student`,
});

/**
 * What a forum's channels carry (001 §7: comment sent, updated, deleted; vote made, changed): ids
 * and counters only; an open Forum View refetches through the API, which applies what its viewer
 * may see. The student channel never carries a hidden comment nor anything under one; for a
 * student a comment hidden is gone (`.comment.deleted` there) and shown again is new (`.comment.sent`).
 */
export const forumCommentLivePayloadSchema = z.object({
  forum_id: z.number().int(),
  comment_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  thread: z.number().int(),
  /** The forum's live comments after the change (sent and deleted). */
  total_comments: z.number().int().optional(),
});
export type ForumCommentLivePayload = z.infer<typeof forumCommentLivePayloadSchema>;

export const forumVoteLivePayloadSchema = z.object({
  forum_id: z.number().int(),
  comment_id: z.number().int(),
  votes: z.number().int(),
});
export type ForumVoteLivePayload = z.infer<typeof forumVoteLivePayloadSchema>;

const onForum = [forumChannel, forumStudentChannel];

export const FORUM_LIVE_EVENTS = defineLiveEvents({
  '.comment.sent': {
    description: 'A comment or reply was posted (students: or a hidden one shown again).',
    channels: onForum,
    payload: forumCommentLivePayloadSchema,
  },
  '.comment.updated': {
    description: "A comment's text changed (staff: or it was hidden or shown).",
    channels: onForum,
    payload: forumCommentLivePayloadSchema,
  },
  '.comment.deleted': {
    description: 'A comment was deleted; it keeps its place (students: or it was hidden).',
    channels: onForum,
    payload: forumCommentLivePayloadSchema,
  },
  '.vote.made': {
    description: 'A first vote on a comment: its count moved by 1.',
    channels: onForum,
    payload: forumVoteLivePayloadSchema,
  },
  '.vote.changed': {
    description: 'A vote turned around: the count moved by 2.',
    channels: onForum,
    payload: forumVoteLivePayloadSchema,
  },
  // Beyond 001 §7 (issue 29): a vote can be taken back.
  '.vote.withdrawn': {
    description: 'A vote was withdrawn: the count moved back by 1.',
    channels: onForum,
    payload: forumVoteLivePayloadSchema,
  },
});
export type ForumLiveEvent = keyof typeof FORUM_LIVE_EVENTS;
export const FORUM_LIVE_EVENT_NAMES = Object.keys(FORUM_LIVE_EVENTS) as ForumLiveEvent[];
