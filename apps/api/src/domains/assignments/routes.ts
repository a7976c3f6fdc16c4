import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  assignmentSubmissionDataSchema,
  assignmentSubmissionResponseSchema,
  evaluateAssignmentBodySchema,
  evaluateParamsSchema,
  listSubmissionsQuerySchema,
  submissionPageSchema,
  submitAssignmentBodySchema,
  submitAssignmentResponseSchema,
} from '@trilha/shared/assignments';
import type { AppDeps } from '../../deps.ts';
import { formBytes } from '../../http/multipart.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { submitAssignment } from './submit.ts';
import { evaluateAssignment } from './evaluate.ts';
import { getSubmission, listSubmissions } from './list.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['assignments'];
const security = [{ bearer: [] }];

export const assignmentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/material-items/:id/submit', {
      config: {
        access: { permission: 'assignments:submit' },
        multipart: {
          file: 'file',
          bodyFields: true,
          files: { file: 'PDF, DOCX or TXT (by content), at most MATERIAL_UPLOAD_MAX_BYTES' },
          maxBytes: formBytes(deps.config.MATERIAL_UPLOAD_MAX_BYTES),
        },
      },
      schema: {
        tags,
        security,
        summary: "A student's answer to a task (multipart: text and/or file; or JSON text); again before evaluation replaces it",
        params: numericIdParamsSchema,
        body: submitAssignmentBodySchema.nullish(),
        response: { 200: submitAssignmentResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema, ...errors },
      },
      handler: (req) =>
        submitAssignment(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
    });

    app.get('/material-items/:id/submissions', {
      config: { access: { permission: 'assignments:list' } },
      schema: {
        tags,
        security,
        summary: "A task's submissions, newest first (staff: every student's; others: their own)",
        params: numericIdParamsSchema,
        querystring: listSubmissionsQuerySchema,
        response: { 200: submissionPageSchema, ...errors },
      },
      handler: (req) => listSubmissions(deps, requireTenant(req), requireActor(req), req.params.id, req.query),
    });

    app.get('/assignment-submissions/:id', {
      config: { access: { permission: 'assignments:read' } },
      schema: {
        tags,
        security,
        summary: 'One submission with its evaluation, for its student or the discipline staff',
        params: numericIdParamsSchema,
        response: { 200: assignmentSubmissionDataSchema, ...errors },
      },
      handler: async (req) => ({ data: await getSubmission(deps, requireTenant(req), requireActor(req), req.params.id) }),
    });

    app.post('/material-items/:attemptId/evaluate', {
      config: { access: { permission: 'assignments:evaluate' } },
      schema: {
        tags,
        security,
        summary: 'Evaluate a submission ({attemptId} = submission id): grade 0..10 (1 decimal) and comment',
        params: evaluateParamsSchema,
        body: evaluateAssignmentBodySchema,
        response: { 200: assignmentSubmissionResponseSchema, ...errors },
      },
      handler: (req) => evaluateAssignment(deps, requireTenant(req), requireActor(req), req.params.attemptId, req.body),
    });
  };
