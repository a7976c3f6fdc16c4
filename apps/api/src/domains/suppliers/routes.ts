import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import { listSuppliersQuerySchema, supplierPageSchema } from '@trilha/shared/suppliers';
import type { AppDeps } from '../../deps.ts';
import { listSuppliers } from './list-suppliers.ts';

export const supplierRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/suppliers', {
      config: { access: { permission: 'suppliers:list' } },
      schema: {
        tags: ['suppliers'],
        security: [{ bearer: [] }],
        summary: "The host tenant's suppliers (companies supplying it disciplines): search, status",
        querystring: listSuppliersQuerySchema,
        response: {
          200: supplierPageSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      handler: (req) => listSuppliers(deps, req.query),
    });
  };
