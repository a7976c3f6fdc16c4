import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  createDisciplineTopicBodySchema,
  disciplineTopicMessageResponseSchema,
  disciplineTopicPageSchema,
  disciplineTopicResponseSchema,
  duplicateDisciplineTopicBodySchema,
  listDisciplineTopicsQuerySchema,
  updateDisciplineTopicBodySchema,
} from '@trilha/shared/discipline-topics';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { createTopic, deleteTopic, duplicateTopic, getTopic, listTopics, updateTopic } from './topics.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['discipline-topics'];
const security = [{ bearer: [] }];

export const disciplineTopicRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/discipline-topics', {
      config: { access: { permission: 'discipline-topics:read' } },
      schema: {
        tags,
        security,
        summary: "A discipline's topics in order (discipline_id, search, page, per_page; 5 per page)",
        querystring: listDisciplineTopicsQuerySchema,
        response: { 200: disciplineTopicPageSchema, ...errors },
      },
      handler: (req) => listTopics(deps, requireActor(req), req.query),
    });

    app.post('/discipline-topics', {
      config: { access: { permission: 'discipline-topics:manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a topic at the end of a discipline (title, description, discipline_id)',
        body: createDisciplineTopicBodySchema,
        response: { 201: disciplineTopicMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.disciplineTopicCreated,
          data: await createTopic(deps, requireTenant(req), requireActor(req), req.body),
        }),
    });

    app.get('/discipline-topics/:id', {
      config: { access: { permission: 'discipline-topics:read' } },
      schema: {
        tags,
        security,
        summary: 'One topic (404 unless the caller may read its discipline)',
        params: numericIdParamsSchema,
        response: { 200: disciplineTopicResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getTopic(deps, requireActor(req), req.params.id) }),
    });

    app.put('/discipline-topics/:id', {
      config: { access: { permission: 'discipline-topics:manage' } },
      schema: {
        tags,
        security,
        summary: 'Update a topic (title, description)',
        params: numericIdParamsSchema,
        body: updateDisciplineTopicBodySchema,
        response: { 200: disciplineTopicMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.disciplineTopicUpdated,
        data: await updateTopic(deps, requireActor(req), req.params.id, req.body),
      }),
    });

    app.delete('/discipline-topics/:id', {
      config: { access: { permission: 'discipline-topics:manage' } },
      schema: {
        tags,
        security,
        summary: 'Delete a topic (soft: deleted_at)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteTopic(deps, requireActor(req), req.params.id);
        return { message: MESSAGES.disciplineTopicDeleted };
      },
    });

    app.post('/discipline-topics/:id/duplicate', {
      config: { access: { permission: 'discipline-topics:manage' } },
      schema: {
        tags,
        security,
        summary: 'Copy a topic to the end of a discipline (discipline_id)',
        params: numericIdParamsSchema,
        body: duplicateDisciplineTopicBodySchema,
        response: { 201: disciplineTopicMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.disciplineTopicDuplicated,
          data: await duplicateTopic(deps, requireTenant(req), requireActor(req), req.params.id, req.body.discipline_id),
        }),
    });
  };
