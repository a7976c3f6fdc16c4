import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  GRADE_MESSAGES as M,
  exportGradesQuerySchema,
  gradeExportResponseSchema,
  gradeExportSchema,
  gradePageSchema,
  gradeResponseSchema,
  listGradesQuerySchema,
  updateGradeBodySchema,
} from '@trilha/shared/grades';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { sendPrivateFile } from '../../http/send-file.ts';
import { downloadGradeExport, getGradeExport, requestGradeExport } from './grade-exports.ts';
import { listGrades } from './list-grades.ts';
import { updateGrade } from './update-grade.ts';
import { localeOf } from '../../http/request-locale.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['grades'];
const security = [{ bearer: [] }];
const gradeParamsSchema = z.object({ gradeId: idSchema });

export const gradeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/disciplines/:id/grades', {
      config: { access: { permission: 'grades:list' } },
      schema: {
        tags,
        security,
        summary:
          "A discipline's grades by student then item, `limit` per page (staff: the class; a learner: their own, with their weighted average)",
        params: numericIdParamsSchema,
        querystring: listGradesQuerySchema,
        response: { 200: gradePageSchema, ...errors },
      },
      handler: (req) => listGrades(deps, requireTenant(req), requireActor(req), req.params.id, req.query),
    });

    app.put('/grades/:gradeId', {
      config: { access: { permission: 'grades:update' } },
      schema: {
        tags,
        security,
        summary: 'Staff override of a grade: value (0..10, 1 decimal) and comment',
        params: gradeParamsSchema,
        body: updateGradeBodySchema,
        response: { 200: gradeResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.gradeUpdated,
        data: await updateGrade(deps, requireTenant(req), requireActor(req), req.params.gradeId, req.body),
      }),
    });

    app.get('/disciplines/:id/grades/csv', {
      config: { access: { permission: 'grades:export', costly: 'export' } },
      schema: {
        tags,
        security,
        summary:
          'Asks for a CSV of the grades (same filters): 202 with its URL, written by a worker job; poll status_url until ready',
        params: numericIdParamsSchema,
        querystring: exportGradesQuerySchema,
        response: { 202: gradeExportResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(202)
          .send(await requestGradeExport(deps, requireTenant(req), requireActor(req), req.params.id, req.query, localeOf(req))),
    });

    app.get('/grades/exports/:id', {
      config: { access: { permission: 'grades:export' } },
      schema: {
        tags,
        security,
        summary: 'Where a grades CSV export stands (pending, ready, failed); only for the person who asked it',
        params: numericIdParamsSchema,
        response: { 200: gradeExportSchema, ...errors },
      },
      handler: (req) => getGradeExport(deps, requireActor(req), req.params.id),
    });

    app.get('/grades/exports/:id/file', {
      config: { access: { permission: 'grades:export' } },
      schema: {
        tags,
        security,
        summary: 'The CSV of a finished export (UTF-8 with BOM, `;`), only for the person who asked it; 409 while it is written',
        params: numericIdParamsSchema,
        response: { 409: errorResponseSchema, 410: errorResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        sendPrivateFile(reply, await downloadGradeExport(deps, requireTenant(req), requireActor(req), req.params.id)),
    });
  };
