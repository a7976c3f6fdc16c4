import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES as M,
  checkQuestionFileBodySchema,
  checkQuestionFileResponseSchema,
  createManyQuestionsBodySchema,
  createManyQuestionsResponseSchema,
  exportQuestionsBodySchema,
  fixImportedQuestionBodySchema,
  fixImportedQuestionResponseSchema,
  importParamsSchema,
  importQuestionsBodySchema,
  importQuestionsResponseSchema,
  questionImportResponseSchema,
  templateQuerySchema,
} from '@trilha/shared/question-import';
import type { AppDeps } from '../../deps.ts';
import { formBytes } from '../../http/multipart.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { formInput } from '../../http/form-input.ts';
import { createManyQuestions } from './create-many.ts';
import { DOCX_TYPE } from './docx-writer.ts';
import { exportDisciplineQuestions, exportSelectedQuestions } from './export.ts';
import { checkQuestionFile, fixImportedQuestion, getQuestionImport, importCheckedQuestions } from './imports.ts';
import { csvTemplate, docxTemplate } from './template.ts';

const tags = ['quizzes'];
const security = [{ bearer: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
};
/** A generated file as a download (the route's response schemas describe only its errors). */
const sendFile = (reply: FastifyReply, file: { fileName: string; type?: string; body: Buffer }) =>
  reply
    .header('content-type', file.type ?? DOCX_TYPE)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);

const FORMAT = 'docs/assessment.md "Import and export"';

export const questionImportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/quizzes/many', {
      config: { access: { permission: 'question-import:bulk-create' } },
      schema: {
        tags,
        security,
        summary: 'Create up to 100 questions (with options and feedbacks) at once, all or none',
        description: 'Each discipline_id must be one the caller may manage; each topic_id must belong to the discipline.',
        body: createManyQuestionsBodySchema,
        response: { 201: createManyQuestionsResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createManyQuestions(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(201).send({ message: M.questionsCreated, data });
      },
    });

    app.post('/quizzes/file/check', {
      config: {
        access: { permission: 'question-import:import', costly: 'import' },
        multipart: {
          file: 'file',
          bodyFields: true,
          files: { file: `one .docx or .csv (at most 5 MB) in the import format (${FORMAT})` },
          maxBytes: formBytes(IMPORT_LIMITS.fileMaxBytes),
        },
      },
      schema: {
        tags,
        security,
        summary: 'Send a question file to be validated by the worker; poll GET /quizzes/file/check/{id}',
        description:
          'multipart/form-data: `file` and `discipline_id`. 202: the file is kept and a job validates it (question-import.check). Wrong type, a renamed file or over 5 MB: 422 and nothing written.',
        body: checkQuestionFileBodySchema.nullish(),
        response: { 202: checkQuestionFileResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await checkQuestionFile(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
        );
        return reply.status(202).send({ message: M.questionImportChecking, data });
      },
    });

    app.get('/quizzes/file/check/:id', {
      config: { access: { permission: 'question-import:import' } },
      schema: {
        tags,
        security,
        summary: "An import's status and progress and, once validated, its valid and invalid questions (errors per field)",
        params: importParamsSchema,
        response: { 200: questionImportResponseSchema, ...errors },
      },
      handler: async (req) => ({ data: await getQuestionImport(deps, requireActor(req), req.params.id) }),
    });

    app.get('/quizzes/file/template', {
      config: { access: { permission: 'question-import:import' } },
      schema: {
        tags,
        security,
        summary: 'The import template (.docx or .csv), with one question of each type',
        querystring: templateQuerySchema,
        response: { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema },
      },
      handler: async (req, reply) => {
        const csv = req.query.format === 'csv';
        const file = csv
          ? { fileName: 'modelo-questoes.csv', type: 'text/csv; charset=utf-8', body: Buffer.from(csvTemplate()) }
          : { fileName: 'modelo-questoes.docx', type: DOCX_TYPE, body: await docxTemplate() };
        return sendFile(reply, file);
      },
    });

    app.post('/quizzes/file/fix', {
      config: { access: { permission: 'question-import:import' } },
      schema: {
        tags,
        security,
        summary: 'One corrected question of an import: validated again, created, and it leaves the invalid list',
        body: fixImportedQuestionBodySchema,
        response: { 201: fixImportedQuestionResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await fixImportedQuestion(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(201).send({ message: M.questionImportFixed, data });
      },
    });

    app.post('/quizzes/file/import', {
      config: { access: { permission: 'question-import:import', costly: 'import' } },
      schema: {
        tags,
        security,
        summary: 'Create the valid questions of a validated file: the `indexes` given, or all of them',
        body: importQuestionsBodySchema,
        response: { 201: importQuestionsResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await importCheckedQuestions(deps, requireTenant(req), requireActor(req), req.body);
        return reply.status(201).send({ message: M.questionImportImported, data });
      },
    });

    app.post('/quizzes/disciplines/:id/export', {
      config: { access: { permission: 'question-import:export', costly: 'export' } },
      schema: {
        tags,
        security,
        summary: `A discipline's questions as a .docx in the import format (${FORMAT})`,
        params: numericIdParamsSchema,
        response: errors,
      },
      handler: async (req, reply) => {
        return sendFile(reply, await exportDisciplineQuestions(deps, requireTenant(req), requireActor(req), req.params.id));
      },
    });

    app.post('/quizzes/export/docs', {
      config: { access: { permission: 'question-import:export', costly: 'export' } },
      schema: {
        tags,
        security,
        summary: `The selected questions as a .docx in the import format (${FORMAT})`,
        body: exportQuestionsBodySchema,
        response: errors,
      },
      handler: async (req, reply) => {
        return sendFile(reply, await exportSelectedQuestions(deps, requireTenant(req), requireActor(req), req.body.ids));
      },
    });
  };
