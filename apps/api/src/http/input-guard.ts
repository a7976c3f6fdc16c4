import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@trilha/shared';
import { appError, validationFailed } from './app-error.ts';
import './multipart.ts';

/** The first path (a.b.0) holding a string with a NUL byte, or null. */
export function findNulByte(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNulByte(value[i], path ? `${path}.${i}` : String(i));
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return path || '_';
      const hit = findNulByte(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL byte in text (error 22021), so a string carrying one is refused
 * here, for every route, before validation or any query: 422 on the field, nothing written.
 * A multipart body is refused (415) on routes that do not declare `config.multipart`: the
 * multipart parser accepts it everywhere and would leave such a route with no body at all.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && !req.routeOptions.config?.multipart) throw appError('UNSUPPORTED_MEDIA_TYPE');
    for (const part of [req.params, req.query, req.body]) {
      const field = findNulByte(part);
      if (field) throw validationFailed({ [field]: [MESSAGES.nulByte] });
    }
  });
}
