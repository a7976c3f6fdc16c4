import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  createLtiConsumerBodySchema,
  createdLtiConsumerResponseSchema,
  listLtiConsumersQuerySchema,
  ltiConsumerPageSchema,
  ltiConsumerResponseSchema,
  updateLtiConsumerBodySchema,
} from '@trilha/shared/integrations';
import type { AppDeps } from '../../deps.ts';
import { createLtiConsumer } from './create-lti-consumer.ts';
import { deleteLtiConsumer, listLtiConsumers, updateLtiConsumer } from './manage-lti-consumers.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['integrations'];
const security = [{ bearer: [] }];
const access = { permission: 'lti-consumers:manage' } as const;

export const integrationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/lti-consumers', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Create an LTI consumer; its secret is in this answer only',
        body: createLtiConsumerBodySchema,
        response: { 201: createdLtiConsumerResponseSchema, ...errors },
      },
      handler: async (req, reply) => reply.status(201).send(await createLtiConsumer(deps, req.body)),
    });

    app.get('/lti-consumers', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'LTI consumers of every company: search, company_id',
        querystring: listLtiConsumersQuerySchema,
        response: { 200: ltiConsumerPageSchema, ...errors },
      },
      handler: (req) => listLtiConsumers(deps, req.query),
    });

    app.put('/lti-consumers/:id', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Rename, enable or disable an LTI consumer',
        params: numericIdParamsSchema,
        body: updateLtiConsumerBodySchema,
        response: { 200: ltiConsumerResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await updateLtiConsumer(deps, req.params.id, req.body) }),
    });

    app.delete('/lti-consumers/:id', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Delete an LTI consumer (soft)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteLtiConsumer(deps, req.params.id);
        return { message: MESSAGES.ltiConsumerDeleted };
      },
    });
  };
