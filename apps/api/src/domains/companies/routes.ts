import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  companyMessageResponseSchema,
  companyPageSchema,
  companyResponsiblesResponseSchema,
  companyResponseSchema,
  consumerDomainParamsSchema,
  createCompanyBodySchema,
  listCompaniesQuerySchema,
  updateCompanyBodySchema,
} from '@trilha/shared/companies';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { createCompany } from './create-company.ts';
import { updateCompany } from './update-company.ts';
import { deleteCompany, restoreCompany } from './delete-company.ts';
import { listCompanies, listCompanyResponsibles } from './list-companies.ts';
import { getCompany, getCompanyOfConsumer } from './get-company.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['companies'];
const security = [{ bearer: [] }];

export const companyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/companies', {
      config: { access: { permission: 'companies:manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a company and its consumer (sub-domain) in one transaction',
        body: createCompanyBodySchema,
        response: { 201: companyResponseSchema, ...errors },
      },
      handler: async (req, reply) => reply.status(201).send({ data: await createCompany(deps, req.body, requireActor(req).id) }),
    });

    app.get('/companies', {
      config: { access: { permission: 'companies:list' } },
      schema: {
        tags,
        security,
        summary: 'Companies (default: not deleted); search, responsible_id, status=active|inactive|deleted',
        querystring: listCompaniesQuerySchema,
        response: { 200: companyPageSchema, ...errors },
      },
      handler: (req) => listCompanies(deps, req.query),
    });

    app.get('/companies/responsibles', {
      config: { access: { permission: 'companies:list' } },
      schema: {
        tags,
        security,
        summary: "The companies' responsibles (not deleted companies), by name: the options of the list's responsible_id filter",
        response: { 200: companyResponsiblesResponseSchema, ...errors },
      },
      handler: async () => ({ data: await listCompanyResponsibles(deps) }),
    });

    app.get('/companies/consumer/:domain', {
      config: { access: { permission: 'companies:view-tenant' } },
      schema: {
        tags,
        security,
        summary: "The company of a consumer sub-domain (members: their own tenant's only)",
        params: consumerDomainParamsSchema,
        response: { 200: companyResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await getCompanyOfConsumer(deps, requireTenant(req), requireActor(req), req.params.domain),
      }),
    });

    app.get('/companies/:id', {
      config: { access: { permission: 'companies:list' } },
      schema: {
        tags,
        security,
        summary: 'One company (deleted ones too)',
        params: numericIdParamsSchema,
        response: { 200: companyResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getCompany(deps, req.params.id) }),
    });

    app.put('/companies/:id', {
      config: { access: { permission: 'companies:manage' } },
      schema: {
        tags,
        security,
        summary: 'Update a company (any subset of its fields)',
        params: numericIdParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: companyMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.companyUpdated,
        data: await updateCompany(deps, req.params.id, req.body, requireActor(req).id),
      }),
    });

    app.delete('/companies/:id', {
      config: { access: { permission: 'companies:manage' } },
      schema: {
        tags,
        security,
        summary: 'Soft-delete a company (restorable)',
        params: numericIdParamsSchema,
        response: { 200: companyMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.companyDeleted,
        data: await deleteCompany(deps, req.params.id, requireActor(req).id),
      }),
    });

    app.post('/companies/:id/restore', {
      config: { access: { permission: 'companies:manage' } },
      schema: {
        tags,
        security,
        summary: 'Restore a deleted company',
        params: numericIdParamsSchema,
        response: { 200: companyMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.companyRestored,
        data: await restoreCompany(deps, req.params.id, requireActor(req).id),
      }),
    });
  };
