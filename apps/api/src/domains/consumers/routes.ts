import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  consumerPageSchema,
  consumerResponseSchema,
  consumerSettingsResponseSchema,
  createConsumerBodySchema,
  listConsumersQuerySchema,
  updateConsumerSettingsBodySchema,
  updatedConsumerSettingsResponseSchema,
} from '@trilha/shared/consumers';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { listConsumers } from './list-consumers.ts';
import { createConsumer } from './create-consumer.ts';
import { getConsumerSettings, updateConsumerSettings } from './consumer-settings.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['consumers'];
const security = [{ bearer: [] }];

export const consumerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage;

    app.get('/consumers', {
      config: { access: { permission: 'consumers:list' } },
      schema: {
        tags,
        security,
        summary:
          "Consumers (sub-domains): admins every company's, managers their own; search, company_id, distinct_responsible_id",
        querystring: listConsumersQuerySchema,
        response: { 200: consumerPageSchema, ...errors },
      },
      handler: (req) => listConsumers(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/consumers', {
      config: { access: { permission: 'consumers:create' } },
      schema: {
        tags,
        security,
        summary: 'Add a consumer (sub-domain) to a company',
        body: createConsumerBodySchema,
        response: { 201: consumerResponseSchema, ...errors },
      },
      handler: async (req, reply) => reply.status(201).send({ data: await createConsumer(deps, req.body) }),
    });

    app.get('/consumer-settings', {
      config: { access: { permission: 'consumer-settings:update' } },
      schema: {
        tags,
        security,
        summary: "The host tenant's consumer settings (colours, logo, tutoring phone)",
        response: { 200: consumerSettingsResponseSchema, ...errors },
      },
      handler: (req) => getConsumerSettings(deps, requireTenant(req)),
    });

    app.post('/consumer-settings/:id/update', {
      config: { access: { permission: 'consumer-settings:update' }, multipart: { file: 'photo', bodyFields: true } },
      schema: {
        tags,
        security,
        summary: 'Update consumer settings (multipart with optional file `photo`, or JSON)',
        description:
          'multipart/form-data fields primary_color, secondary_color (#rrggbb), tutoring_phone_number, ' +
          'tutoring_phone_number_enabled, and the logo as file field `photo` (PNG/JPEG/WEBP by content, max 2 MB).',
        params: numericIdParamsSchema,
        body: updateConsumerSettingsBodySchema.nullish(),
        response: { 200: updatedConsumerSettingsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.settingsUpdated,
        data: await updateConsumerSettings(
          deps,
          storage,
          requireTenant(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });
  };
