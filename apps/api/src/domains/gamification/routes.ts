import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  badgeCredentialParamsSchema,
  badgeCredentialResponseSchema,
  badgeUserParamsSchema,
  listUserBadgesQuerySchema,
  publicAchievementListSchema,
  publicAchievementParamsSchema,
  publicAchievementSchema,
  publicAwardParamsSchema,
  publicAwardSchema,
  publicIssuerProfileSchema,
  publicJwksSchema,
  userBadgePageSchema,
  verifiedBadgeCredentialSchema,
  verifyBadgeCredentialBodySchema,
} from '@trilha/shared/gamification';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { issueBadgeCredential, verifyBadgeCredential } from './badge-credentials.ts';
import { listUserBadges } from './list-user-badges.ts';
import {
  getPublicAchievement,
  getPublicAward,
  issuerJwks,
  issuerProfileDocument,
  listPublicAchievements,
} from './public-badges.ts';

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
      handler: (req) => listUserBadges(deps, requireTenant(req), requireActor(req), req.params.userId, req.query),
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

    // Public pages (docs/gamification.md "Public pages"): what a credential's ids lead to, on the
    // issuing company's host, without signing in. Shared caches may keep them a few minutes.
    const publicRead = { tags, response: { 404: errorResponseSchema, 422: errorResponseSchema } } as const;
    const cached = (reply: { header(k: string, v: string): unknown }) => reply.header('cache-control', 'public, max-age=300');

    app.get('/badges/issuer', {
      config: { access: 'tenant' },
      schema: {
        ...publicRead,
        summary: 'The company as an Open Badges issuer Profile, with its signing keys (public)',
        response: { 200: publicIssuerProfileSchema, ...publicRead.response },
      },
      handler: (req, reply) => (cached(reply), issuerProfileDocument(deps, requireTenant(req))),
    });

    app.get('/badges/issuer/jwks', {
      config: { access: 'tenant' },
      schema: {
        ...publicRead,
        summary: "The company's public keys (JWK Set) its credentials' kid points into (public)",
        response: { 200: publicJwksSchema, ...publicRead.response },
      },
      handler: (req, reply) => (cached(reply), issuerJwks(deps, requireTenant(req))),
    });

    app.get('/badges/achievements', {
      config: { access: 'tenant' },
      schema: {
        ...publicRead,
        summary: "The company's badges as Open Badges Achievements (public)",
        response: { 200: publicAchievementListSchema, ...publicRead.response },
      },
      handler: (req, reply) => (cached(reply), listPublicAchievements(deps, requireTenant(req))),
    });

    app.get('/badges/achievements/:key', {
      config: { access: 'tenant' },
      schema: {
        ...publicRead,
        summary: 'One badge of the company as an Open Badges Achievement (public)',
        params: publicAchievementParamsSchema,
        response: { 200: publicAchievementSchema, ...publicRead.response },
      },
      handler: (req, reply) => (cached(reply), getPublicAchievement(deps, requireTenant(req), req.params.key)),
    });

    app.get('/badges/awards/:publicId', {
      config: { access: 'tenant' },
      schema: {
        ...publicRead,
        summary: 'One award by its public id: earner name, badge, date, company and the signed credential (public)',
        params: publicAwardParamsSchema,
        response: { 200: publicAwardSchema, ...publicRead.response },
      },
      handler: (req, reply) => (
        reply.header('cache-control', 'no-store'),
        getPublicAward(deps, requireTenant(req), req.params.publicId)
      ),
    });
  };
