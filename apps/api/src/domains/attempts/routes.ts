import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  answerAttemptBodySchema,
  answerAttemptResponseSchema,
  attemptDetailSchema,
  attemptFeedbackBodySchema,
  attemptResponseSchema,
  finishAttemptResponseSchema,
  itemAttemptPageSchema,
  listItemAttemptsQuerySchema,
  startAttemptBodySchema,
  startAttemptResponseSchema,
} from '@trilha/shared/attempts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { answerAttempt } from './answer-attempt.ts';
import { checkAttempt } from './check-attempt.ts';
import { deleteAttempt } from './delete-attempt.ts';
import { giveFeedback } from './feedback-attempt.ts';
import { finishAttempt } from './finish-attempt.ts';
import { getAttempt } from './get-attempt.ts';
import { listItemAttempts } from './list-item-attempts.ts';
import { startAttempt } from './start-attempt.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['attempts'];
const security = [{ bearer: [] }];

export const attemptRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/attempts/start', {
      config: { access: { permission: 'attempts:take' } },
      schema: {
        tags,
        security,
        summary: "Start (201) or continue (200) the caller's open attempt at a quiz item; never a second open one",
        body: startAttemptBodySchema,
        response: { 200: startAttemptResponseSchema, 201: startAttemptResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const { created, response } = await startAttempt(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(created ? 201 : 200).send(response);
      },
    });

    app.post('/attempts/:id/answer', {
      config: { access: { permission: 'attempts:take' } },
      schema: {
        tags,
        security,
        summary:
          'Answer one question of an open attempt (again: replaces the answer); refused after check, finish or the time limit',
        params: numericIdParamsSchema,
        body: answerAttemptBodySchema,
        response: { 200: answerAttemptResponseSchema, ...errors },
      },
      handler: (req) => answerAttempt(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.post('/attempts/:id/check', {
      config: { access: { permission: 'attempts:take' } },
      schema: {
        tags,
        security,
        summary: 'Hand the answers in for correction: choice and true-or-false graded now, descriptive ones wait for staff',
        params: numericIdParamsSchema,
        response: { 200: attemptResponseSchema, ...errors },
      },
      handler: (req) => checkAttempt(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.post('/attempts/:id/finish', {
      config: { access: { permission: 'attempts:take' } },
      schema: {
        tags,
        security,
        summary: 'Finish an attempt: item checked, progress, grade and points in one transaction',
        params: numericIdParamsSchema,
        response: { 200: finishAttemptResponseSchema, ...errors },
      },
      handler: (req) => finishAttempt(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.put('/attempts/:id/feedback', {
      config: { access: { permission: 'attempts:grade' } },
      schema: {
        tags,
        security,
        summary:
          "Staff's scores and comments of a finished attempt's answers (descriptive ones) and an overall comment; regrades",
        params: numericIdParamsSchema,
        body: attemptFeedbackBodySchema,
        response: { 200: attemptResponseSchema, ...errors },
      },
      handler: (req) => giveFeedback(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
    });

    app.get('/attempts/:id', {
      config: { access: { permission: 'attempts:read' } },
      schema: {
        tags,
        security,
        summary: 'An attempt with its questions and answers (correctness and feedbacks only when revealed to the caller)',
        params: numericIdParamsSchema,
        response: { 200: z.object({ data: attemptDetailSchema }), ...errors },
      },
      handler: async (req) => ({ data: await getAttempt(deps, requireTenant(req), requireActor(req), req.params.id) }),
    });

    app.delete('/attempts/:id', {
      config: { access: { permission: 'attempts:delete' } },
      schema: {
        tags,
        security,
        summary:
          'Delete an attempt and its answers (gives the learner a try back; the grade falls back to their previous attempt)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: (req) => deleteAttempt(deps, requireTenant(req), requireActor(req), req.params.id),
    });

    app.get('/material-items/:id/attempts', {
      config: { access: { permission: 'attempts:read' } },
      schema: {
        tags,
        security,
        summary: 'Attempts at a quiz item, newest first (students: only their own)',
        params: numericIdParamsSchema,
        querystring: listItemAttemptsQuerySchema,
        response: { 200: itemAttemptPageSchema, ...errors },
      },
      handler: (req) => listItemAttempts(deps, requireTenant(req), requireActor(req), req.params.id, req.query),
    });
  };
