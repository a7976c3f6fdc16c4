import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, MESSAGES, type ErrorCode, type ErrorResponse } from '@trilha/shared';
import { AppError } from './app-error.ts';

type PrismaKnownError = { code: string; meta?: unknown };
const isPrismaError = (e: unknown): e is PrismaKnownError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  /^P\d{4}$/.test((e as { code: string }).code);

/** Fastify's own refusals, answered with our code and Portuguese message instead of its English text. */
const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Maps every failure to the one error shape; nothing else writes an error body. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    const send = (status: number, body: Omit<ErrorResponse, 'request_id'>) =>
      reply.status(status).send({ ...body, request_id: req.id } satisfies ErrorResponse);
    const sendCode = (code: ErrorCode, errors?: Record<string, string[]>) =>
      send(ERRORS[code].status, { message: ERRORS[code].message, code, ...(errors ? { errors } : {}) });

    if (err instanceof AppError) {
      return send(err.status, {
        message: err.message,
        code: err.code,
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.failed ? { failed: err.failed } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? MESSAGES.validationFailed);
      }
      return sendCode('VALIDATION_FAILED', errors);
    }
    if (isPrismaError(err) && err.code === 'P2025') return sendCode('NOT_FOUND');
    if (isPrismaError(err) && err.code === 'P2002') return sendCode('CONFLICT');
    const status = (err as FastifyError).statusCode;
    if (status === 429) return sendCode('RATE_LIMITED');
    if (status && status >= 400 && status < 500) {
      const code = FASTIFY_CODES[status];
      if (code) return sendCode(code);
      return send(status, { message: MESSAGES.validationFailed, code: 'VALIDATION_FAILED' });
    }
    req.log.error({ err }, 'unhandled error');
    return sendCode('INTERNAL');
  });

  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND', request_id: req.id } satisfies ErrorResponse),
  );
}
