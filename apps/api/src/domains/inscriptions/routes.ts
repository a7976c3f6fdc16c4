import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  INSCRIPTION_MESSAGES as M,
  createInscriptionBodySchema,
  importInscriptionsBodySchema,
  importInscriptionFileBodySchema,
  inscriptionImportResponseSchema,
  inscriptionImportDataSchema,
  INSCRIPTION_IMPORT_LIMITS,
  inscriptionPageSchema,
  inscriptionResponseSchema,
  inscriptionsResponseSchema,
  listInscriptionsQuerySchema,
  updateInscriptionBodySchema,
} from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { sendFile } from '../../http/send-file.ts';
import { listInscriptions } from './list-inscriptions.ts';
import { createInscriptions } from './create-inscriptions.ts';
import { importInscriptions } from './import-inscriptions.ts';
import { updateInscription } from './update-inscription.ts';
import { deleteInscription } from './delete-inscription.ts';
import { downloadRejectedLines, getInscriptionImport, importInscriptionFile } from './import-file.ts';
import { formBytes } from '../../http/multipart.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const fileErrors = { ...errors, 409: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };
const FILE_LINES = INSCRIPTION_IMPORT_LIMITS.linesMax.toLocaleString('en');
const tags = ['inscriptions'];
const security = [{ bearer: [] }];

export const inscriptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/discipline-inscriptions', {
      config: { access: { permission: 'inscriptions:list' } },
      schema: {
        tags,
        security,
        summary: "Enrolments: name (user's name or e-mail), discipline_id, user_id, status; 30 per page",
        querystring: listInscriptionsQuerySchema,
        response: { 200: inscriptionPageSchema, ...errors },
      },
      handler: (req) => listInscriptions(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/discipline-inscriptions', {
      config: { access: { permission: 'inscriptions:manage' } },
      schema: {
        tags,
        security,
        summary: 'Enrol user_id or users_ids in a discipline (all or nothing), with an optional window',
        body: createInscriptionBodySchema,
        response: { 201: inscriptionsResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createInscriptions(deps, requireActor(req), req.body);
        return reply.status(201).send({ message: data.length > 1 ? M.inscriptionsCreated : M.inscriptionCreated, data });
      },
    });

    app.post('/discipline-inscriptions/import', {
      config: { access: { permission: 'inscriptions:manage', costly: 'import' } },
      schema: {
        tags,
        security,
        summary: 'Enrol the users a CSV lists (email, started_at, finished_at): every line or none',
        description:
          'The CSV text in `csv` (header line required; comma, semicolon or tab; dates AAAA-MM-DD or DD/MM/AAAA; ' +
          'empty date = open edge). Any refused line: 422 with one entry per line under errors["lines.<n>"], nothing written.',
        body: importInscriptionsBodySchema,
        response: { 201: inscriptionsResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await importInscriptions(deps, requireActor(req), req.body);
        return reply.status(201).send({ message: M.inscriptionsCreated, data });
      },
    });

    app.post('/discipline-inscriptions/import/file', {
      config: {
        access: { permission: 'inscriptions:manage', costly: 'import' },
        multipart: {
          file: 'file',
          bodyFields: true,
          files: { file: `one .csv in UTF-8 (email, started_at, finished_at), at most ${FILE_LINES} lines and 64 MB` },
          maxBytes: formBytes(INSCRIPTION_IMPORT_LIMITS.fileMaxBytes),
        },
      },
      schema: {
        tags,
        security,
        summary: `Enrol the users a CSV file lists (up to ${FILE_LINES} lines) in the background; follow GET /discipline-inscriptions/import/file/{id}`,
        description:
          'multipart/form-data: `file` and `discipline_id`. The file is streamed to storage and checked on the way (UTF-8 text, no NUL byte, ' +
          'lines of at most 4096 bytes, a header with `email`); refused: 422 and nothing kept. 202: the job inscriptions.import-csv enrols ' +
          'the valid lines in batches (already enrolled users are counted, not enrolled twice) and writes the refused lines, with the ' +
          'reason of each, to a CSV at `rejected_url`. Progress and the end are pushed live to the sender (users.{id}).',
        body: importInscriptionFileBodySchema.nullish(),
        response: { 202: inscriptionImportResponseSchema, ...fileErrors },
      },
      handler: async (req, reply) => {
        const data = await importInscriptionFile(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
        );
        return reply.status(202).send({ message: M.inscriptionImportQueued, data });
      },
    });

    app.get('/discipline-inscriptions/import/file/:id', {
      config: { access: { permission: 'inscriptions:manage' } },
      schema: {
        tags,
        security,
        summary: "A CSV enrolment's status, progress and counts (only its sender)",
        params: numericIdParamsSchema,
        response: { 200: inscriptionImportDataSchema, ...errors },
      },
      handler: async (req) => ({ data: await getInscriptionImport(deps, requireActor(req), req.params.id) }),
    });

    app.get('/discipline-inscriptions/import/file/:id/rejected', {
      config: { access: { permission: 'inscriptions:manage' } },
      schema: {
        tags,
        security,
        summary:
          'The refused lines of a finished CSV enrolment as CSV (linha, email, started_at, finished_at, motivo); only its sender',
        params: numericIdParamsSchema,
        response: { ...errors, 409: errorResponseSchema },
      },
      handler: async (req, reply) =>
        sendFile(reply, await downloadRejectedLines(deps, requireTenant(req), requireActor(req), req.params.id)),
    });

    app.post('/discipline-inscriptions/:id/update', {
      config: { access: { permission: 'inscriptions:manage' } },
      schema: {
        tags,
        security,
        summary: 'Change the window (started_at, finished_at; null opens an edge) and the status of an enrolment',
        params: numericIdParamsSchema,
        body: updateInscriptionBodySchema,
        response: { 200: inscriptionResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.inscriptionUpdated,
        data: await updateInscription(deps, requireActor(req), req.params.id, req.body),
      }),
    });

    app.delete('/discipline-inscriptions/:id', {
      config: { access: { permission: 'inscriptions:manage' } },
      schema: {
        tags,
        security,
        summary: 'Unenrol (progress and attempts are kept)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteInscription(deps, requireActor(req), req.params.id);
        return { message: M.inscriptionDeleted };
      },
    });
  };
