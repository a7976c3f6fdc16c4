import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, MESSAGES, type ErrorCode, type ErrorResponse } from '@trilha/shared';
import { isDatabaseUnavailable } from '@trilha/db';
import { isStorageUnavailable } from '@trilha/storage';
import { isRedisUnavailable } from '@trilha/jobs';
import { AppError } from '../kit/errors.ts';

/** How long a client should wait before retrying while the database (or Redis) is unavailable. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

type PrismaKnownError = { code: string; meta?: unknown };
const isPrismaError = (e: unknown): e is PrismaKnownError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  /^P\d{4}$/.test((e as { code: string }).code);

/**
 * Fastify's own refusals by their error code, answered with our code and Portuguese message
 * instead of its English text. Codes not listed fall back on their status (FASTIFY_STATUS).
 */
const FASTIFY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};
const FASTIFY_STATUS: Record<number, ErrorCode> = {
  400: 'MALFORMED_BODY',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
};

const body = (code: ErrorCode, requestId: string, errors?: Record<string, string[]>): ErrorResponse => ({
  message: ERRORS[code].message,
  code,
  request_id: requestId,
  ...(errors ? { errors } : {}),
});

/** Maps every failure to the one error shape; nothing else writes an error body. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    const send = (status: number, b: Omit<ErrorResponse, 'request_id'>) =>
      reply.status(status).send({ ...b, request_id: req.id } satisfies ErrorResponse);
    const sendCode = (code: ErrorCode, errors?: Record<string, string[]>) =>
      reply.status(ERRORS[code].status).send(body(code, req.id, errors));

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
      const code = FASTIFY_ERRORS[(err as FastifyError).code] ?? FASTIFY_STATUS[status];
      if (code) return sendCode(code);
      return send(status, { message: MESSAGES.validationFailed, code: 'VALIDATION_FAILED' });
    }
    if (isStorageUnavailable(err)) {
      // The file storage failed, not the request (a missing bucket, a server down, a full disk):
      // the client may retry later (Retry-After); the cause goes to the log, not to the client.
      req.log.warn({ err: err.message }, 'storage unavailable');
      void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendCode('SERVICE_UNAVAILABLE');
    }
    if (isRedisUnavailable(err)) {
      // Redis is down or restarting: a job could not be queued, or a rate limit could not be counted
      // (they fail closed: docs/security.md "Rate limits"). ioredis reconnects by itself.
      req.log.warn({ err: (err as Error).message }, 'redis unavailable');
      void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendCode('SERVICE_UNAVAILABLE');
    }
    if (isDatabaseUnavailable(err)) {
      // Not a bug of ours: the database is restarting or down. The pools reconnect by themselves.
      req.log.warn({ err: (err as Error).message }, 'database unavailable');
      void reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendCode('DATABASE_UNAVAILABLE');
    }
    req.log.error({ err }, 'unhandled error');
    return sendCode('INTERNAL');
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send(body('NOT_FOUND', req.id)));
}

/**
 * Refusals the router makes before any route (and so before the error handler) is chosen: a
 * path parameter longer than `maxParamLength` (414) and a malformed percent-encoding (400).
 * Passed to Fastify as `frameworkErrors`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
) => {
  const code = FASTIFY_ERRORS[err.code] ?? FASTIFY_STATUS[err.statusCode ?? 400] ?? 'BAD_REQUEST';
  void reply.status(ERRORS[code].status).send(body(code, req.id));
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request: a request line plus headers
 * over `maxHeaderSize` (a very long URL included) is 431, a request that takes longer than
 * `requestTimeout` is 408, anything unparseable (a bad Content-Length, a broken chunk) is 400.
 * Written straight to the socket, in the one error shape (no request exists yet, so the id is
 * made here). Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = ERRORS[code].status;
  const json = JSON.stringify(body(code, randomUUID()));
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}
