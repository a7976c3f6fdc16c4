import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  attachDisciplineTagsBodySchema,
  createDisciplineBodySchema,
  disciplineMessageResponseSchema,
  disciplinePageSchema,
  disciplineResponseSchema,
  listDisciplinesQuerySchema,
  removeDisciplineTagBodySchema,
  updateDisciplineBodySchema,
} from '@trilha/shared/disciplines';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listDisciplines } from './list-disciplines.ts';
import { getDiscipline } from './get-discipline.ts';
import { createDiscipline } from './create-discipline.ts';
import { updateDiscipline } from './update-discipline.ts';
import { deleteDiscipline } from './delete-discipline.ts';
import { duplicateDiscipline } from './duplicate-discipline.ts';
import { attachDisciplineTags, removeDisciplineTag } from './discipline-tag-links.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['disciplines'];
const security = [{ bearer: [] }];

export const disciplineRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/disciplines', {
      config: { access: { permission: 'disciplines:list' } },
      schema: {
        tags,
        summary: 'Disciplines of the tenant (academic roles: only their own)',
        security,
        querystring: listDisciplinesQuerySchema,
        response: { 200: disciplinePageSchema, 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: (req) => listDisciplines(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/disciplines', {
      config: { access: { permission: 'disciplines:create' } },
      schema: {
        tags,
        security,
        summary: 'Create a discipline (type own), owned by its creator',
        body: createDisciplineBodySchema,
        response: { 201: disciplineMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.disciplineCreated,
          data: await createDiscipline(deps, requireTenant(req), requireActor(req), req.body),
        }),
    });

    app.get('/disciplines/:id', {
      config: { access: { permission: 'disciplines:view' } },
      schema: {
        tags,
        security,
        summary: 'One discipline (404 unless the caller may read it)',
        params: numericIdParamsSchema,
        response: { 200: disciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getDiscipline(deps, requireTenant(req), requireActor(req), req.params.id) }),
    });

    app.put('/disciplines/:id', {
      config: { access: { permission: 'disciplines:update' } },
      schema: {
        tags,
        security,
        summary: 'Update name, description, visible (managers any; a teacher the disciplines they own or teach)',
        params: numericIdParamsSchema,
        body: updateDisciplineBodySchema,
        response: { 200: disciplineMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.disciplineUpdated,
        data: await updateDiscipline(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
      }),
    });

    app.delete('/disciplines/:id', {
      config: { access: { permission: 'disciplines:delete' } },
      schema: {
        tags,
        security,
        summary: 'Delete a discipline (soft: deleted_at)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteDiscipline(deps, requireActor(req), req.params.id);
        return { message: MESSAGES.disciplineDeleted };
      },
    });

    app.post('/disciplines/:id/duplicate', {
      config: { access: { permission: 'disciplines:duplicate' } },
      schema: {
        tags,
        security,
        summary: 'Deep copy: topics, materials, items (settings, quiz links) and their files; no enrolments or progress',
        params: numericIdParamsSchema,
        response: { 201: disciplineMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.disciplineDuplicated,
          data: await duplicateDiscipline(deps, requireTenant(req), requireActor(req), req.params.id),
        }),
    });

    app.post('/disciplines/:id/discipline-tag', {
      config: { access: { permission: 'disciplines:tag' } },
      schema: {
        tags,
        security,
        summary: 'Attach tags of the tenant to the discipline (discipline_tag_ids)',
        params: numericIdParamsSchema,
        body: attachDisciplineTagsBodySchema,
        response: { 200: disciplineMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.disciplineTagsAttached,
        data: await attachDisciplineTags(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
      }),
    });

    app.post('/disciplines/:id/discipline-tag/remove', {
      config: { access: { permission: 'disciplines:tag' } },
      schema: {
        tags,
        security,
        summary: 'Remove one tag from the discipline (discipline_tag_id)',
        params: numericIdParamsSchema,
        body: removeDisciplineTagBodySchema,
        response: { 200: disciplineMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.disciplineTagRemoved,
        data: await removeDisciplineTag(deps, requireTenant(req), requireActor(req), req.params.id, req.body.discipline_tag_id),
      }),
    });
  };
