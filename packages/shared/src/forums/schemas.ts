import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { NON_BLANK, flagSchema } from '../common/formats.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { MESSAGES } from '../messages.ts';
import { FORUM_MESSAGES as M } from './messages.ts';

/** A comment's text: long enough for a real answer, short enough to page a thread quickly. */
export const FORUM_COMMENT_MAX = 5000;
export const FORUM_DESCRIPTION_MAX = 5000;
/** How many replies a listed comment may carry (`num_children`); 001 §9 shows 10 per level. */
export const FORUM_NUM_CHILDREN_MAX = 50;
/** How many members one comment may @mention. */
export const FORUM_MENTIONS_MAX = 20;

export const forumStatusSchema = z.enum(['open', 'closed']);
export const commentStatusSchema = z.enum(['visible', 'hidden']);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** A forum as the lists show it (001 §3: id, status, is_visible, votes_enable, total_comments, discipline). */
export const forumSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    status: forumStatusSchema,
    is_visible: z.boolean(),
    votes_enable: z.boolean(),
    interactive: z.boolean().describe('Open and visible (001 §4): only then does it take comments, edits and votes.'),
    total_comments: z.number().int(),
    unread_comments: z.number().int().describe("Live comments by others after the caller's last read."),
    discipline: z.object({ id: z.number().int(), name: z.string() }),
    author: person.nullable(),
    subscribed: z.boolean().describe('The caller follows the forum ("Seguir fórum"): told of each new first-level comment.'),
    created_at: z.string(),
  })
  .meta({ id: 'Forum' });
export type Forum = z.infer<typeof forumSchema>;

/**
 * GET /forums (001 §7: discipline, status, page, per_page, sort, visible). `sort` orders by
 * creation: `desc` (newest first, the default, as the Discipline Material screen loads them) or
 * `asc`. `visible` filters staff's lists; students only ever get visible forums.
 */
export const listForumsQuerySchema = paginationQuery(PAGE_SIZE.forums).extend({
  discipline: idSchema.optional(),
  status: forumStatusSchema.optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
  visible: flagSchema.optional(),
});
export type ListForumsQuery = z.infer<typeof listForumsQuerySchema>;

export const forumPageSchema = z
  .object({
    data: z.array(forumSchema),
    meta: paginated(forumSchema).shape.meta.extend({
      total_unread_comments: z.number().int().describe('Unread comments over every forum of the filter (001 §3).'),
    }),
  })
  .meta({ id: 'ForumPage' });
export type ForumPage = z.infer<typeof forumPageSchema>;

const forumTitle = z
  .string({ error: M.forumTitleRequired })
  .trim()
  .min(1, { error: M.forumTitleRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const forumFields = {
  title: forumTitle,
  description: z.string().trim().max(FORUM_DESCRIPTION_MAX, { error: MESSAGES.textTooLong }).nullish(),
  status: forumStatusSchema.optional(),
  is_visible: z.boolean().optional(),
  votes_enable: z.boolean().optional(),
};

/** POST /forums: a forum in a discipline the caller builds (open, visible, with votes unless said). */
export const createForumBodySchema = z.object({ discipline_id: idBodySchema, ...forumFields }).meta({ id: 'CreateForumBody' });
export type CreateForumBody = z.infer<typeof createForumBodySchema>;

/** POST /forums/{id}: any of the fields; absent ones stay. */
export const updateForumBodySchema = z.object({ ...forumFields, title: forumTitle.optional() }).meta({ id: 'UpdateForumBody' });
export type UpdateForumBody = z.infer<typeof updateForumBodySchema>;

export const forumResponseSchema = z.object({ message: z.string(), data: forumSchema }).meta({ id: 'ForumResponse' });
export type ForumResponse = z.infer<typeof forumResponseSchema>;

/**
 * A comment (001 §3: id, author.id, modified_by.id, path, thread, thread_lenght, votes,
 * user_vote.vote, status, deleted_at, parent, forum, num_children). A deleted comment keeps its
 * place in the thread (its replies stay under it) with its text emptied.
 */
export const forumCommentSchema = z
  .object({
    id: z.number().int(),
    forum: z.number().int(),
    parent: z.number().int().nullable(),
    thread: z.number().int().describe('The id of the thread’s first comment.'),
    path: z.string().describe('Ancestor ids, zero-padded and dot-joined, ending with the own id.'),
    depth: z.number().int(),
    thread_lenght: z.number().int().describe('Live comments in the thread the caller may see (spelled as the spec does).'),
    text: z.string(),
    status: commentStatusSchema,
    votes: z.number().int(),
    user_vote: z.object({ vote: z.number().int() }).nullable(),
    num_children: z.number().int().describe('Direct replies the caller may see, deleted ones included (they keep their place).'),
    author: person.extend({ avatar: z.string().nullable() }),
    modified_by: person.nullable(),
    mentions: z.array(person).describe('The members the comment @mentions (their `@Name` is in the text).'),
    subscribed: z
      .boolean()
      .describe('The caller follows the thread ("Seguir discussão"): told of each reply under its first-level comment.'),
    deleted_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ForumComment' });
export type ForumComment = z.infer<typeof forumCommentSchema>;

/** A listed comment with its first `num_children` replies (one level; deeper ones load with `parent`). */
export const forumCommentWithRepliesSchema = forumCommentSchema
  .extend({ replies: z.array(forumCommentSchema) })
  .meta({ id: 'ForumCommentWithReplies' });
export type ForumCommentWithReplies = z.infer<typeof forumCommentWithRepliesSchema>;

/**
 * GET /forums-comments (001 §7: forum, parent, num_children, page, per_page). Without `parent`:
 * the forum's first-level comments, newest first; with it: that comment's replies, oldest first
 * (a conversation). Each comes with its first `num_children` replies, oldest first.
 */
export const listForumCommentsQuerySchema = paginationQuery(PAGE_SIZE.forumChildren).extend({
  forum: idSchema,
  parent: idSchema.optional(),
  num_children: z.coerce.number().int().min(0).max(FORUM_NUM_CHILDREN_MAX).default(PAGE_SIZE.forumChildren),
});
export type ListForumCommentsQuery = z.infer<typeof listForumCommentsQuerySchema>;

export const forumCommentPageSchema = paginated(forumCommentWithRepliesSchema).meta({ id: 'ForumCommentPage' });
export type ForumCommentPage = z.infer<typeof forumCommentPageSchema>;

const commentText = z
  .string({ error: M.forumCommentTextRequired })
  .trim()
  .min(1, { error: M.forumCommentTextRequired })
  .max(FORUM_COMMENT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);

/**
 * The members picked in the @mention box. Only those whose `@Name` is still in the text and who are
 * members of the forum's discipline are kept; anyone else is ignored (not an error: a name typed
 * over is not a mistake worth refusing a comment for).
 */
const mentionIds = z
  .array(idBodySchema)
  .max(FORUM_MENTIONS_MAX)
  .optional()
  .describe('User ids picked in the @mention box (members of the discipline whose `@Name` is in the text).');

/** POST /forums-comments: a comment in a forum, or a reply to one of its comments. */
export const createForumCommentBodySchema = z
  .object({ forum: idBodySchema, parent: idBodySchema.nullish(), text: commentText, mentions: mentionIds })
  .meta({ id: 'CreateForumCommentBody' });
export type CreateForumCommentBody = z.infer<typeof createForumCommentBodySchema>;

/** POST /forums-comments/{id}: new text. */
export const updateForumCommentBodySchema = z
  .object({ text: commentText, mentions: mentionIds })
  .meta({ id: 'UpdateForumCommentBody' });
export type UpdateForumCommentBody = z.infer<typeof updateForumCommentBodySchema>;

export const forumCommentResponseSchema = z
  .object({ message: z.string(), data: forumCommentSchema })
  .meta({ id: 'ForumCommentResponse' });
export type ForumCommentResponse = z.infer<typeof forumCommentResponseSchema>;

/**
 * PUT /forums-comments/{id}/vote: up (1) or down (-1); the same vote again changes nothing.
 * DELETE /forums-comments/{id}/vote withdraws it (`user_vote` null); again, it changes nothing.
 */
export const voteForumCommentBodySchema = z.object({ vote: z.literal([1, -1]) }).meta({ id: 'VoteForumCommentBody' });
export type VoteForumCommentBody = z.infer<typeof voteForumCommentBodySchema>;

export const forumCommentVoteResponseSchema = z
  .object({
    message: z.string(),
    data: z.object({
      comment_id: z.number().int(),
      votes: z.number().int(),
      /** The caller's vote after the call; null once withdrawn. */
      user_vote: z.object({ vote: z.number().int() }).nullable(),
    }),
  })
  .meta({ id: 'ForumCommentVoteResponse' });
export type ForumCommentVoteResponse = z.infer<typeof forumCommentVoteResponseSchema>;

/** PUT /forums-comments/{id}/visibility: hide a comment (and so its replies) from students, or show it again. */
export const forumCommentVisibilityBodySchema = z
  .object({ status: commentStatusSchema })
  .meta({ id: 'ForumCommentVisibilityBody' });
export type ForumCommentVisibilityBody = z.infer<typeof forumCommentVisibilityBodySchema>;

/** GET /forums/{id}/members: who may be @mentioned in the forum (its discipline's members), by name. */
export const listForumMembersQuerySchema = paginationQuery(PAGE_SIZE.forumMentionPicker).extend({
  search: z.string().trim().max(TEXT_MAX, { error: MESSAGES.textTooLong }).optional(),
});
export type ListForumMembersQuery = z.infer<typeof listForumMembersQuerySchema>;

/** A member of the forum's discipline: its owner, or an active enrolment inside its window (student, tutor, teacher). */
export const forumMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    role: z.enum(['owner', 'student', 'tutor', 'teacher']),
  })
  .meta({ id: 'ForumMember' });
export type ForumMember = z.infer<typeof forumMemberSchema>;

export const forumMemberPageSchema = paginated(forumMemberSchema).meta({ id: 'ForumMemberPage' });
export type ForumMemberPage = z.infer<typeof forumMemberPageSchema>;

/** PUT/DELETE /forums/{id}/subscription and /forums-comments/{id}/subscription: the state after the call. */
export const forumSubscriptionResponseSchema = z
  .object({
    message: z.string(),
    data: z.object({
      forum_id: z.number().int(),
      thread: z.number().int().nullable().describe('The followed thread (its first-level comment); null for the forum.'),
      subscribed: z.boolean(),
    }),
  })
  .meta({ id: 'ForumSubscriptionResponse' });
export type ForumSubscriptionResponse = z.infer<typeof forumSubscriptionResponseSchema>;
