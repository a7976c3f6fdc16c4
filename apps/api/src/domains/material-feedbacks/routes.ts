import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  MATERIAL_FEEDBACK_MESSAGES as M,
  createMaterialFeedbackBodySchema,
  listMaterialFeedbacksQuerySchema,
  materialFeedbackPageSchema,
  materialFeedbackResponseSchema,
} from '@trilha/shared/material-feedbacks';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listMaterialFeedbacks, rateMaterial } from './material-feedbacks.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['material-feedbacks'];
const security = [{ bearer: [] }];

export const materialFeedbackRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/material-feedbacks', {
      config: { access: { permission: 'material-feedbacks:create' } },
      schema: {
        tags,
        security,
        summary: "A student's rating of a material (1–5 stars, comment): 201 the first time, 200 when it edits their rating",
        body: createMaterialFeedbackBodySchema,
        response: { 200: materialFeedbackResponseSchema, 201: materialFeedbackResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const { created, data } = await rateMaterial(deps, requireActor(req), req.body);
        return reply.status(created ? 201 : 200).send({ message: M.materialFeedbackThanks, data });
      },
    });

    app.get('/disciplines/:id/material-feedbacks', {
      config: { access: { permission: 'material-feedbacks:list' } },
      schema: {
        tags,
        security,
        summary: "Reviews of a discipline's materials, newest first, with the mean rating and the caller's own",
        params: numericIdParamsSchema,
        querystring: listMaterialFeedbacksQuerySchema,
        response: { 200: materialFeedbackPageSchema, ...errors },
      },
      handler: (req) => listMaterialFeedbacks(deps, requireTenant(req), requireActor(req), req.params.id, req.query),
    });
  };
