import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  createForumBodySchema,
  createForumCommentBodySchema,
  forumCommentPageSchema,
  forumCommentResponseSchema,
  forumCommentVisibilityBodySchema,
  forumCommentVoteResponseSchema,
  forumMemberPageSchema,
  forumSubscriptionResponseSchema,
  listForumMembersQuerySchema,
  forumPageSchema,
  forumResponseSchema,
  forumSchema,
  listForumCommentsQuerySchema,
  listForumsQuerySchema,
  updateForumBodySchema,
  updateForumCommentBodySchema,
  voteForumCommentBodySchema,
} from '@trilha/shared/forums';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { createComment } from './create-comment.ts';
import { createForum } from './create-forum.ts';
import { deleteComment } from './delete-comment.ts';
import { deleteForum } from './delete-forum.ts';
import { followForum } from './follow-forum.ts';
import { followThread } from './follow-thread.ts';
import { getForum } from './get-forum.ts';
import { listComments } from './list-comments.ts';
import { listForumMembers } from './list-forum-members.ts';
import { listForums } from './list-forums.ts';
import { markForumRead } from './mark-forum-read.ts';
import { setCommentVisibility } from './set-comment-visibility.ts';
import { updateComment } from './update-comment.ts';
import { updateForum } from './update-forum.ts';
import { voteComment, withdrawVote } from './vote-comment.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const conflict = { 409: errorResponseSchema };
const tags = ['forums'];
const security = [{ bearer: [] }];

export const forumRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/forums', {
      config: { access: { permission: 'forums:list' } },
      schema: {
        tags,
        security,
        summary:
          'Forums: discipline, status, visible (staff), sort (desc newest first | asc); 5 per page; students only visible ones',
        querystring: listForumsQuerySchema,
        response: { 200: forumPageSchema, ...errors },
      },
      handler: (req) => listForums(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/forums', {
      config: { access: { permission: 'forums:manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a forum in a discipline the caller builds (publishes forum.created)',
        body: createForumBodySchema,
        response: { 201: forumResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send(await createForum(deps, requireTenant(req), requireActor(req), req.body)),
    });

    app.get('/forums/:id', {
      config: { access: { permission: 'forums:view' } },
      schema: {
        tags,
        security,
        summary: 'One forum (Forum View); students only a visible one',
        params: numericIdParamsSchema,
        response: { 200: forumSchema, ...errors },
      },
      handler: (req) => getForum(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.post('/forums/:id', {
      config: { access: { permission: 'forums:manage' } },
      schema: {
        tags,
        security,
        summary: 'Update a forum: title, description, status (open | closed), is_visible, votes_enable',
        params: numericIdParamsSchema,
        body: updateForumBodySchema,
        response: { 200: forumResponseSchema, ...errors },
      },
      handler: (req) => updateForum(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.delete('/forums/:id', {
      config: { access: { permission: 'forums:manage' } },
      schema: {
        tags,
        security,
        summary: 'Delete a forum (soft)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => deleteForum(deps, requireActor(req), req.params.id),
    });

    app.put('/forums/:id/read', {
      config: { access: { permission: 'forums:view' } },
      schema: {
        tags,
        security,
        summary: 'Mark the forum read for the caller: its comments until now leave total_unread_comments',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => markForumRead(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.get('/forums/:id/members', {
      config: { access: { permission: 'forums:mention' } },
      schema: {
        tags,
        security,
        summary:
          "The forum discipline's members (owner, enrolled students, tutors, teachers) by name, for the @mention picker; 8 per page; the caller left out",
        params: numericIdParamsSchema,
        querystring: listForumMembersQuerySchema,
        response: { 200: forumMemberPageSchema, ...errors },
      },
      handler: (req) => listForumMembers(deps, requireTenant(req), requireActor(req), req.params.id, req.query),
    });

    app.put('/forums/:id/subscription', {
      config: { access: { permission: 'forums:follow' } },
      schema: {
        tags,
        security,
        summary: 'Follow the forum ("Seguir fórum"): be notified of each new first-level comment',
        params: numericIdParamsSchema,
        response: { 200: forumSubscriptionResponseSchema, ...errors },
      },
      handler: (req) => followForum(deps, requireTenant(req), requireActor(req), req.params.id, true),
    });

    app.delete('/forums/:id/subscription', {
      config: { access: { permission: 'forums:follow' } },
      schema: {
        tags,
        security,
        summary: 'Stop following the forum',
        params: numericIdParamsSchema,
        response: { 200: forumSubscriptionResponseSchema, ...errors },
      },
      handler: (req) => followForum(deps, requireTenant(req), requireActor(req), req.params.id, false),
    });

    app.put('/forums-comments/:id/subscription', {
      config: { access: { permission: 'forums:follow' } },
      schema: {
        tags,
        security,
        summary: 'Follow the comment\'s thread ("Seguir discussão"): be notified of each reply in it',
        params: numericIdParamsSchema,
        response: { 200: forumSubscriptionResponseSchema, ...errors },
      },
      handler: (req) => followThread(deps, requireTenant(req), requireActor(req), req.params.id, true),
    });

    app.delete('/forums-comments/:id/subscription', {
      config: { access: { permission: 'forums:follow' } },
      schema: {
        tags,
        security,
        summary: "Stop following the comment's thread",
        params: numericIdParamsSchema,
        response: { 200: forumSubscriptionResponseSchema, ...errors },
      },
      handler: (req) => followThread(deps, requireTenant(req), requireActor(req), req.params.id, false),
    });

    app.get('/forums-comments', {
      config: { access: { permission: 'forums:view' } },
      schema: {
        tags,
        security,
        summary:
          "A forum's comments (newest first) or a comment's replies (parent, oldest first), 10 per page, each with its first num_children replies",
        querystring: listForumCommentsQuerySchema,
        response: { 200: forumCommentPageSchema, ...errors },
      },
      handler: (req) => listComments(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/forums-comments', {
      config: { access: { permission: 'forums:comment' } },
      schema: {
        tags,
        security,
        summary:
          "Comment in an open, visible forum, or reply to one of its comments ('Este fórum está indisponível para interações' otherwise)",
        body: createForumCommentBodySchema,
        response: { 201: forumCommentResponseSchema, ...errors, ...conflict },
      },
      handler: async (req, reply) =>
        reply.status(201).send(await createComment(deps, requireTenant(req), requireActor(req), req.body)),
    });

    app.post('/forums-comments/:id', {
      config: { access: { permission: 'forums:comment' } },
      schema: {
        tags,
        security,
        summary:
          "Edit a comment's text (and its @mentions: only newly mentioned members are notified): its author, or a moderator",
        params: numericIdParamsSchema,
        body: updateForumCommentBodySchema,
        response: { 200: forumCommentResponseSchema, ...errors, ...conflict },
      },
      handler: (req) => updateComment(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.delete('/forums-comments/:id', {
      config: { access: { permission: 'forums:comment' } },
      schema: {
        tags,
        security,
        summary: 'Delete a comment (it keeps its place; total_comments falls): its author, or a moderator',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors, ...conflict },
      },
      handler: (req) => deleteComment(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.put('/forums-comments/:id/vote', {
      config: { access: { permission: 'forums:comment' } },
      schema: {
        tags,
        security,
        summary: 'Vote 1 or -1 on a comment: a first vote moves its count by 1, a changed one by 2',
        params: numericIdParamsSchema,
        body: voteForumCommentBodySchema,
        response: { 200: forumCommentVoteResponseSchema, ...errors, ...conflict },
      },
      handler: (req) => voteComment(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.delete('/forums-comments/:id/vote', {
      config: { access: { permission: 'forums:comment' } },
      schema: {
        tags,
        security,
        summary: "Withdraw the caller's vote on a comment: its count moves back by it; without a vote, nothing changes",
        params: numericIdParamsSchema,
        response: { 200: forumCommentVoteResponseSchema, ...errors, ...conflict },
      },
      handler: (req) => withdrawVote(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.put('/forums-comments/:id/visibility', {
      config: { access: { permission: 'forums:moderate' } },
      schema: {
        tags,
        security,
        summary: 'Hide a comment (and its replies) from students, or show it again',
        params: numericIdParamsSchema,
        body: forumCommentVisibilityBodySchema,
        response: { 200: forumCommentResponseSchema, ...errors },
      },
      handler: (req) => setCommentVisibility(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });
  };
