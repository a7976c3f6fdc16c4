import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  CONSUMER_DISCIPLINE_MESSAGES as M,
  consumerDisciplineAttachParamsSchema,
  consumerDisciplinePageSchema,
  consumerDisciplineResponseSchema,
  createConsumerDisciplineBodySchema,
  listConsumerDisciplinesQuerySchema,
  listSupplierClientsQuerySchema,
  supplierClientPageSchema,
  updateConsumerDisciplineBodySchema,
} from '@trilha/shared/consumer-disciplines';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { listConsumerDisciplines } from './list-consumer-disciplines.ts';
import { listSupplierClients } from './list-supplier-clients.ts';
import { getConsumerDiscipline } from './present-consumer-discipline.ts';
import { offerDiscipline } from './offer-discipline.ts';
import { copyConsumerDiscipline } from './copy-consumer-discipline.ts';
import {
  approveConsumerDiscipline,
  attachConsumerDiscipline,
  deleteConsumerDiscipline,
  detachConsumerDiscipline,
  disapproveConsumerDiscipline,
  updateConsumerDiscipline,
} from './decide-consumer-discipline.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['consumer-disciplines'];
const security = [{ bearer: [] }];
const decide = { access: { permission: 'consumer-disciplines:decide' } } as const;

export const consumerDisciplineRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/consumer-disciplines', {
      config: { access: { permission: 'consumer-disciplines:offer' } },
      schema: {
        tags,
        security,
        summary: "Offer one of the host tenant's disciplines to a consumer of a company that lists it as supplier",
        body: createConsumerDisciplineBodySchema,
        response: { 201: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send({ message: M.consumerDisciplineCreated, data: await offerDiscipline(deps, requireTenant(req), req.body) }),
    });

    app.get('/consumer-disciplines/clients', {
      config: { access: { permission: 'consumer-disciplines:offer' } },
      schema: {
        tags,
        security,
        summary: 'Whom the host tenant may offer disciplines to: consumers of companies listing it as active supplier',
        querystring: listSupplierClientsQuerySchema,
        response: { 200: supplierClientPageSchema, ...errors },
      },
      handler: (req) => listSupplierClients(deps, req.query),
    });

    app.get('/consumer-disciplines', {
      config: { access: { permission: 'consumer-disciplines:list' } },
      schema: {
        tags,
        security,
        summary: 'Disciplines offered to the host tenant, newest first: search, type, status; 30 per page',
        querystring: listConsumerDisciplinesQuerySchema,
        response: { 200: consumerDisciplinePageSchema, ...errors },
      },
      handler: (req) => listConsumerDisciplines(deps, requireTenant(req), req.query),
    });

    app.get('/consumer-disciplines/:id', {
      config: { access: { permission: 'consumer-disciplines:list' } },
      schema: {
        tags,
        security,
        summary: 'One discipline offered to the host tenant',
        params: numericIdParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getConsumerDiscipline(deps, req.params.id) }),
    });

    app.put('/consumer-disciplines/:id', {
      config: decide,
      schema: {
        tags,
        security,
        summary: "How an offer reads in the company's own list: name, description, type",
        params: numericIdParamsSchema,
        body: updateConsumerDisciplineBodySchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineUpdated,
        data: await updateConsumerDiscipline(deps, req.params.id, req.body),
      }),
    });

    app.delete('/consumer-disciplines/:id', {
      config: decide,
      schema: {
        tags,
        security,
        summary: "Remove an offer from the company's lists (the supplier may offer it again)",
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteConsumerDiscipline(deps, req.params.id);
        return { message: M.consumerDisciplineDeleted };
      },
    });

    app.post('/consumer-disciplines/:id/approve', {
      config: decide,
      schema: {
        tags,
        security,
        summary: 'Approve an offered discipline (it leaves the pending list)',
        params: numericIdParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineApproved,
        data: await approveConsumerDiscipline(deps, requireActor(req), req.params.id),
      }),
    });

    app.post('/consumer-disciplines/:id/disapprove', {
      config: decide,
      schema: {
        tags,
        security,
        summary: 'Disapprove an offered discipline (it leaves the pending list)',
        params: numericIdParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineDisapproved,
        data: await disapproveConsumerDiscipline(deps, requireActor(req), req.params.id),
      }),
    });

    app.post('/consumer-disciplines/:id/copy', {
      config: decide,
      schema: {
        tags,
        security,
        summary: 'Deep-copy the offered discipline into the tenant (approves the offer; it leaves the pending list)',
        params: numericIdParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineCopied,
        data: await copyConsumerDiscipline(deps, requireTenant(req), requireActor(req), req.params.id),
      }),
    });

    app.post('/consumer-disciplines/:id/discipline/:disciplineId/attach', {
      config: decide,
      schema: {
        tags,
        security,
        summary: 'Attach the offer to one of the tenant’s disciplines (approves a pending one)',
        params: consumerDisciplineAttachParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineAttached,
        data: await attachConsumerDiscipline(deps, requireActor(req), req.params.id, req.params.disciplineId),
      }),
    });

    app.post('/consumer-disciplines/:id/discipline/:disciplineId/detach', {
      config: decide,
      schema: {
        tags,
        security,
        summary: 'Detach the offer from the discipline it is attached to',
        params: consumerDisciplineAttachParamsSchema,
        response: { 200: consumerDisciplineResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.consumerDisciplineDetached,
        data: await detachConsumerDiscipline(deps, req.params.id, req.params.disciplineId),
      }),
    });
  };
