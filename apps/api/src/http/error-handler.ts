import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorResponse } from '@trilha/shared';
import { AppError } from './app-error.ts';

type PrismaKnownError = { code: string; meta?: unknown };
const isPrismaError = (e: unknown): e is PrismaKnownError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  /^P\d{4}$/.test((e as { code: string }).code);

/** Maps every failure to the one error shape; nothing else writes an error body. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    const send = (status: number, body: Omit<ErrorResponse, 'request_id'>) =>
      reply.status(status).send({ ...body, request_id: req.id } satisfies ErrorResponse);

    if (err instanceof AppError) {
      return send(err.status, { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? MESSAGES.validationFailed);
      }
      return send(422, { message: MESSAGES.validationFailed, code: 'VALIDATION_FAILED', errors });
    }
    if (isPrismaError(err) && err.code === 'P2025') return send(404, { message: MESSAGES.notFound, code: 'NOT_FOUND' });
    if (isPrismaError(err) && err.code === 'P2002') return send(409, { message: 'Registro duplicado', code: 'CONFLICT' });
    const status = (err as FastifyError).statusCode;
    if (status === 429) return send(429, { message: MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, unsupported media type).
      return send(status === 400 ? 422 : status, {
        message: err.message || MESSAGES.validationFailed,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
      });
    }
    req.log.error({ err }, 'unhandled error');
    return send(500, { message: MESSAGES.internalError, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND', request_id: req.id } satisfies ErrorResponse),
  );
}
