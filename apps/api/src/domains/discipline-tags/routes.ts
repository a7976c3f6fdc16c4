import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  createDisciplineTagBodySchema,
  disciplineTagListSchema,
  disciplineTagMessageResponseSchema,
  disciplineTagPageSchema,
  disciplineTagResponseSchema,
  distinctTagsParamsSchema,
  distinctTagsQuerySchema,
  listDisciplineTagsQuerySchema,
  updateDisciplineTagBodySchema,
} from '@trilha/shared/discipline-tags';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { distinctTags, listTags } from './list-tags.ts';
import { createTag, deleteTag, getTag, updateTag } from './manage-tags.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['discipline-tags'];
const security = [{ bearer: [] }];

export const disciplineTagRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/discipline-tags', {
      config: { access: { permission: 'discipline-tags:list' } },
      schema: {
        tags,
        security,
        summary: "The tenant's discipline tags by name (search, page, per_page)",
        querystring: listDisciplineTagsQuerySchema,
        response: { 200: disciplineTagPageSchema, ...errors },
      },
      handler: (req) => listTags(deps, req.query),
    });

    app.post('/discipline-tags', {
      config: { access: { permission: 'discipline-tags:manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a tag (name unique in the company, colour #rrggbb)',
        body: createDisciplineTagBodySchema,
        response: { 201: disciplineTagMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send({ message: MESSAGES.disciplineTagCreated, data: await createTag(deps, requireTenant(req), req.body) }),
    });

    app.get('/discipline-tags/:id', {
      config: { access: { permission: 'discipline-tags:view' } },
      schema: {
        tags,
        security,
        summary: 'One tag',
        params: numericIdParamsSchema,
        response: { 200: disciplineTagResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getTag(deps, req.params.id) }),
    });

    app.put('/discipline-tags/:id', {
      config: { access: { permission: 'discipline-tags:manage' } },
      schema: {
        tags,
        security,
        summary: 'Rename or recolour a tag (not a platform tag: is_editable false)',
        params: numericIdParamsSchema,
        body: updateDisciplineTagBodySchema,
        response: { 200: disciplineTagMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({ message: MESSAGES.disciplineTagUpdated, data: await updateTag(deps, req.params.id, req.body) }),
    });

    app.delete('/discipline-tags/:id', {
      config: { access: { permission: 'discipline-tags:manage' } },
      schema: {
        tags,
        security,
        summary: 'Delete a tag and its links (not a platform tag)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteTag(deps, req.params.id);
        return { message: MESSAGES.disciplineTagDeleted };
      },
    });

    app.get('/discipline-tags/:disciplineId/distinct-tags', {
      config: { access: { permission: 'discipline-tags:distinct' } },
      schema: {
        tags,
        security,
        summary: 'The distinct tags of one discipline (search); 404 unless the caller may read it',
        params: distinctTagsParamsSchema,
        querystring: distinctTagsQuerySchema,
        response: { 200: disciplineTagListSchema, ...errors },
      },
      handler: async (req) => ({ data: await distinctTags(deps, requireActor(req), req.params.disciplineId, req.query.search) }),
    });
  };
