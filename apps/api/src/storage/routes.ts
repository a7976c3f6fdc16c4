import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@trilha/shared';
import { notFound } from '../kit/errors.ts';
import { isPublicKey, type FileStorage } from '@trilha/storage';

/**
 * GET /storage/{key}: public uploads (avatars, tenant logos) for <img> tags, which carry no
 * token. Only server-made `public/...` keys are served, under unguessable names, as the image
 * type sniffed at upload, never interpreted by the browser as anything else.
 */
export const storageRoutes =
  (storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/storage/*', {
      config: { access: 'global' },
      schema: {
        tags: ['storage'],
        summary: 'A public uploaded image (avatar, tenant logo)',
        params: z.object({ '*': z.string() }),
      },
      handler: async (req, reply) => {
        // Private keys (material files, packages) are served only by routes that check who asks.
        const key = req.params['*'];
        const file = isPublicKey(key) ? await storage.open(key) : null;
        if (!file) throw notFound(MESSAGES.notFound);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.body);
      },
    });
  };
