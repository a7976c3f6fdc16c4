import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  HSTS_DEFAULT_MAX_AGE,
  hostnameOf,
  policySourcesFromEnv,
  webSecurityHeaders,
  type WebPolicySources,
} from '@trilha/shared/web-security';

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

export type WebSecurityConfig = {
  /** Origins the operator adds to the content security policy (policySourcesFromEnv of @trilha/shared/web-security). */
  extra?: Partial<WebPolicySources>;
  /** HSTS max-age in seconds (HSTS_MAX_AGE; 0: none), sent on https requests only. */
  hstsMaxAge?: number;
  /** TRUSTED_PROXIES: whose X-Forwarded-Proto says the request came over https. */
  trustProxy?: string[];
};

/** The web server's security settings from its environment; a malformed origin stops it at start-up. */
export function webSecurityFromEnv(env: Record<string, string | undefined> = process.env): WebSecurityConfig {
  const hsts = env.HSTS_MAX_AGE === undefined || env.HSTS_MAX_AGE === '' ? HSTS_DEFAULT_MAX_AGE : Number(env.HSTS_MAX_AGE);
  if (!Number.isInteger(hsts) || hsts < 0) throw new Error(`HSTS_MAX_AGE: "${env.HSTS_MAX_AGE}" is not a number of seconds`);
  return {
    extra: policySourcesFromEnv(env),
    hstsMaxAge: hsts,
    trustProxy: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  };
}

/**
 * Serves the built web client with an SPA fallback and /config.js, which tells the client
 * where the API and realtime servers are ({host} is replaced in the browser by its host name,
 * so each tenant sub-domain talks to its own API host) and where an admin leaving access-as goes.
 * Every answer carries the security headers (docs/security.md), the policy built for the host asked.
 */
export async function createWebServer(o: { distDir?: string; runtime: WebRuntimeConfig; security?: WebSecurityConfig }) {
  const root = o.distDir ?? WEB_DIST;
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`Web client not built (${root}/index.html missing): run pnpm --filter @trilha/web build`);
  }
  const proxies = o.security?.trustProxy ?? [];
  const app = Fastify({ logger: false, trustProxy: proxies.length ? proxies : false });
  const policy = {
    apiUrl: o.runtime.apiUrl,
    realtimeUrl: o.runtime.realtimeUrl,
    extra: o.security?.extra,
    hstsMaxAge: o.security?.hstsMaxAge,
  };
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(webSecurityHeaders(policy, { hostname: hostnameOf(req.headers.host), https: req.protocol === 'https' }));
  });
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
