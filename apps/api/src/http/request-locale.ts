import type { FastifyRequest } from 'fastify';
import { requestLocale, type ExportLocale } from '@trilha/shared/locale';

/**
 * The requester's language for what is written for them later (CSV and PDF exports): the web's
 * language cookie (`trilha_lang`, sent with the same-origin API calls), else Accept-Language,
 * else pt-BR. The route hands it to the job, so the worker writes in it.
 */
export const localeOf = (req: FastifyRequest): ExportLocale =>
  requestLocale(
    req.headers.cookie,
    typeof req.headers['accept-language'] === 'string' ? req.headers['accept-language'] : undefined,
  );
