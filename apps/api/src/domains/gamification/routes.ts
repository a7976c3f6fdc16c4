import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  badgeCredentialParamsSchema,
  badgeCredentialResponseSchema,
  badgeUserParamsSchema,
  listUserBadgesQuerySchema,
  userBadgePageSchema,
  verifiedBadgeCredentialSchema,
  verifyBadgeCredentialBodySchema,
} from '@trilha/shared/badges';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { issueBadgeCredential, verifyBadgeCredential } from './badge-credentials.ts';
import { listUserBadges } from './list-user-badges.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['badges'];
const security = [{ bearer: [] }];

export const badgeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/badges/users/:userId', {
      config: { access: { permission: 'badges:view' } },
      schema: {
        tags,
        security,
        summary: "A member's earned badges, newest first (001 §4)",
        params: badgeUserParamsSchema,
        querystring: listUserBadgesQuerySchema,
        response: { 200: userBadgePageSchema, ...errors },
      },
      handler: (req) => listUserBadges(deps, requireTenant(req), req.params.userId, req.query),
    });

    app.get('/badges/users/:userId/:badgeId/credential', {
      config: { access: { permission: 'badges:view' } },
      schema: {
        tags,
        security,
        summary: 'An earned badge as an Open Badges 3.0 credential (VC-JWT signed by the company; its earner or staff)',
        params: badgeCredentialParamsSchema,
        response: { 200: badgeCredentialResponseSchema, ...errors },
      },
      handler: (req) => issueBadgeCredential(deps, requireTenant(req), requireActor(req), req.params),
    });

    app.post('/badges/verify', {
      // Public: whoever was handed a credential checks it with the company that issued it.
      config: { access: 'tenant' },
      schema: {
        tags,
        summary: "Verify an Open Badges 3.0 credential of this company (signature, issuer's key, untampered)",
        body: verifyBadgeCredentialBodySchema,
        response: { 200: verifiedBadgeCredentialSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: (req) => verifyBadgeCredential(deps, requireTenant(req), req.body.credential),
    });
  };
