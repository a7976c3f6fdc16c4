import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, RATE_LIMITS, errorResponseSchema } from '@trilha/shared';
import { createLeadBodySchema, leadResponseSchema } from '@trilha/shared/leads';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { createLead } from './create-lead.ts';
import { perAccount, perAddress } from '../../http/throttle.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

export const leadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/leads', {
      config: { access: { permission: 'leads:create' } },
      schema: {
        tags: ['leads'],
        security: [{ bearer: [] }],
        summary: 'Register interest in an upcoming feature (waitlist form, 001 §5 rules and messages)',
        body: createLeadBodySchema,
        response: { 201: leadResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        // Per account (signing in again does not start it over) and per address.
        await deps.throttle.enforce([
          perAccount('leads', RATE_LIMITS.leadsAccount, requireActor(req).id),
          perAddress('leads', RATE_LIMITS.leadsAddress, req.ip),
        ]);
        return reply.status(201).send({
          message: MESSAGES.interestRegistered,
          data: await createLead(deps, requireTenant(req), requireActor(req), req.body),
        });
      },
    });
  };
