import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

/** Set by the production build (scripts/build-prod.ts), which ships the client in web/ next to server/. */
declare const PROD_WEB_DIST: string | undefined;
export const WEB_DIST = resolve(
  dirname(fileURLToPath(import.meta.url)),
  typeof PROD_WEB_DIST === 'string' ? PROD_WEB_DIST : '../apps/web/dist',
);

export type WebRuntimeConfig = {
  apiUrl: string;
  realtimeUrl: string;
  /** ACCESS_AS_EXIT_URL: where an admin leaving access-as goes (unset: the platform's /login). */
  accessAsExitUrl?: string;
};

/**
 * Serves the built web client with an SPA fallback and /config.js, which tells the client
 * where the API and realtime servers are ({host} is replaced in the browser by its host name,
 * so each tenant sub-domain talks to its own API host) and where an admin leaving access-as goes.
 */
export async function createWebServer(o: { distDir?: string; runtime: WebRuntimeConfig }) {
  const root = o.distDir ?? WEB_DIST;
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`Web client not built (${root}/index.html missing): run pnpm --filter @trilha/web build`);
  }
  const app = Fastify({ logger: false });
  app.get('/config.js', async (_req, reply) =>
    reply
      .type('application/javascript')
      .header('cache-control', 'no-store')
      .send(`window.__TRILHA_CONFIG__ = ${JSON.stringify(o.runtime)};\n`),
  );
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(fastifyStatic, { root, wildcard: false, maxAge: '1h', index: false });
  // Every other path is a client route: hand it index.html (never cached, so deploys show at once).
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(req.url.split('?')[0]!)) return reply.code(404).send('Not found');
    return reply.header('cache-control', 'no-store').sendFile('index.html');
  });
  return app;
}
