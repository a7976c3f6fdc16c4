import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@trilha/shared';
import {
  followBodySchema,
  followPageSchema,
  followResponseSchema,
  getProfileQuerySchema,
  listFollowsQuerySchema,
  profileParamsSchema,
  profileResponseSchema,
  profileMessageResponseSchema,
  updateProfileBodySchema,
  PROFILE_MESSAGES,
} from '@trilha/shared/profiles';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { getProfile } from './get-profile.ts';
import { listFollows } from './list-follows.ts';
import { toggleFollow } from './toggle-follow.ts';
import { updateProfile } from './update-profile.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['profiles'];
const security = [{ bearer: [] }];

export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/users/:id/profile', {
      config: { access: { permission: 'profiles:view' } },
      schema: {
        tags,
        security,
        summary: "A member's public profile in this company (001 §3); include=avatar,sessions,contacts",
        params: profileParamsSchema,
        querystring: getProfileQuerySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await getProfile(deps, requireTenant(req), requireActor(req), req.params.id, req.query.include),
      }),
    });

    app.put('/users/:id/profile', {
      config: { access: { permission: 'profiles:edit-own' } },
      schema: {
        tags,
        security,
        summary: 'Set one\'s own "Sobre" (resume) and city; another member\'s profile is 403',
        params: profileParamsSchema,
        body: updateProfileBodySchema,
        response: { 200: profileMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: PROFILE_MESSAGES.profileUpdated,
        data: await updateProfile(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
      }),
    });

    for (const side of ['followers', 'following'] as const) {
      app.get(`/users/:id/${side}`, {
        config: { access: { permission: 'profiles:view' } },
        schema: {
          tags,
          security,
          summary: side === 'followers' ? "A member's followers, newest first" : 'Whom a member follows, newest first',
          params: profileParamsSchema,
          querystring: listFollowsQuerySchema,
          response: { 200: followPageSchema, ...errors },
        },
        handler: (req) => listFollows(deps, requireTenant(req), req.params.id, side, req.query),
      });
    }

    app.post('/users/:id/follow', {
      config: { access: { permission: 'profiles:follow' } },
      schema: {
        tags,
        security,
        summary: 'Follow or unfollow a member (toggle; or set `following`)',
        params: profileParamsSchema,
        body: followBodySchema,
        response: { 200: followResponseSchema, ...errors },
      },
      handler: (req) => toggleFollow(deps, requireTenant(req), requireActor(req), req.params.id, req.body?.following),
    });
  };
