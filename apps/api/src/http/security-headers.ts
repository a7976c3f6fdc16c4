import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { hstsHeader, PERMISSIONS_POLICY } from '@trilha/shared/web-security';

/**
 * The API answers JSON to a client on another origin (CORS), so its own policy forbids
 * everything a document could do: nothing loads, nothing frames it. The few documents it serves
 * set a policy of their own on their route, which replaces this one (the SCORM player and package
 * files, the unsubscribe page, /docs, stored images: docs/security.md "Security headers").
 */
export const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The route option of a document some other origin frames (the SCORM player): its CSP frame-ancestors decides, not X-Frame-Options. */
export const FRAMED_DOCUMENT = { xFrameOptions: false } as const;

/**
 * Helmet's headers on every answer, Fastify's own refusals (404, 415, 422) included.
 * Strict-Transport-Security only on a request that came over https (TLS here, or
 * X-Forwarded-Proto from a TRUSTED_PROXIES proxy): over http the browser ignores it anyway, and
 * HSTS_MAX_AGE=0 turns it off for a deployment that still serves some host over http.
 */
export async function registerSecurityHeaders(app: FastifyInstance, o: { hstsMaxAge: number }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    // Stored images are fetched by the web client's <img> on another origin: their route says
    // cross-origin. Everything else is read through CORS, to which this does not apply.
    crossOriginResourcePolicy: { policy: 'same-site' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const hsts = o.hstsMaxAge > 0 ? hstsHeader(o.hstsMaxAge) : null;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (hsts && req.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}
