import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  listStudentLogsQuerySchema,
  studentLogPageSchema,
  studentLogsPdfQuerySchema,
  studentLogsPdfResponseSchema,
  studentLogsPdfSchema,
} from '@trilha/shared/reports';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { sendPrivateFile } from '../../http/send-file.ts';
import { listStudentLogs } from './list-student-logs.ts';
import { downloadStudentLogsPdf, getStudentLogsPdf, requestStudentLogsPdf } from './student-logs-pdf.ts';
import { localeOf } from '../../http/request-locale.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['reports'];
const security = [{ bearer: [] }];
const access = { permission: 'reports:student-logs' } as const;

export const reportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/logs/student', {
      config: { access },
      schema: {
        tags,
        security,
        summary:
          "The company's learners' activity log (sign-ins, items opened and completed, quizzes, tasks, comments), newest first; tutors and teachers: their own students'",
        querystring: listStudentLogsQuerySchema,
        response: { 200: studentLogPageSchema, ...errors },
      },
      handler: (req) => listStudentLogs(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.get('/logs/student/pdf', {
      config: { access: { ...access, costly: 'report' } },
      schema: {
        tags,
        security,
        summary:
          'Asks for the PDF of the log (same filters): 202, written by a worker job; `.pdf.created` (pdf_url) or `.pdf.failed` on student-logs-pdf.{userId}',
        querystring: studentLogsPdfQuerySchema,
        response: { 202: studentLogsPdfResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(202)
          .send(await requestStudentLogsPdf(deps, requireTenant(req), requireActor(req), req.query, localeOf(req))),
    });

    app.get('/logs/student/pdf/:id', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Where a student-log PDF stands (pending, processing, done, failed); only for the person who asked it',
        params: numericIdParamsSchema,
        response: { 200: studentLogsPdfSchema, ...errors },
      },
      handler: (req) => getStudentLogsPdf(deps, requireActor(req), req.params.id),
    });

    app.get('/logs/student/pdf/:id/file', {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'The student-log PDF, only for the person who asked it; 409 while it is written, 410 if it failed',
        params: numericIdParamsSchema,
        response: { 409: errorResponseSchema, 410: errorResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        sendPrivateFile(reply, await downloadStudentLogsPdf(deps, requireTenant(req), requireActor(req), req.params.id)),
    });
  };
