import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Rate-limit key per caller (the SHA-256 of their bearer token, never the token itself) instead
 * of per address: a school's whole office shares one address.
 */
export const perCaller =
  (scope: string) =>
  (req: FastifyRequest): string => {
    const who = createHash('sha256')
      .update(req.headers.authorization ?? `ip:${req.ip}`)
      .digest('hex')
      .slice(0, 32);
    const target = (req.params as { id?: string } | undefined)?.id ?? '';
    return `${scope}:${who}:${target}`;
  };
