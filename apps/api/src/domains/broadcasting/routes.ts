import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeChannel } from '@trilha/access';
import { errorResponseSchema } from '@trilha/shared';
import { broadcastingAuthBodySchema, broadcastingAuthResponseSchema } from '@trilha/shared/broadcasting';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import { requireActor } from '../../http/request-context.ts';
import { signChannel } from './sign-channel.ts';

/** Pusher-protocol clients post the form encoding; the body is tiny (a socket id and a channel). */
const FORM_LIMIT = 2048;

export const broadcastingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Laravel Echo's authorizer posts application/x-www-form-urlencoded: accepted on this route's
    // scope only (every other route keeps refusing it with 415).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.post('/broadcasting/auth', {
      config: { access: 'authenticated' },
      schema: {
        tags: ['realtime'],
        security: [{ bearer: [] }],
        summary:
          'May the caller join this private channel? The same rule as the socket subscribe (@trilha/access channels); allowed: the Pusher-protocol signature',
        body: broadcastingAuthBodySchema,
        response: {
          200: broadcastingAuthResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      handler: async (req) => {
        const actor = requireActor(req);
        const channel = req.body.channel_name.replace(/^private-/, '');
        // Channels name records of any of the user's companies (a socket has no host): the rule
        // finds the record's company with the platform-wide client, then reads as that tenant.
        const ok = await authorizeChannel({ db: deps.globalDb, tenantDb: deps.db }, actor.session.user, channel);
        if (!ok) throw appError('FORBIDDEN');
        return {
          auth: signChannel(deps.config.BROADCAST_KEY, deps.config.BROADCAST_SECRET, req.body.socket_id, req.body.channel_name),
        };
      },
    });
  };
