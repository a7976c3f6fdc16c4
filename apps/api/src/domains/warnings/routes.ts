import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  WARNING_MESSAGES as M,
  createWarningBodySchema,
  listWarningsQuerySchema,
  updateWarningBodySchema,
  warningPageSchema,
  warningReadStatusBodySchema,
  warningReadStatusResponseSchema,
  warningResponseSchema,
} from '@trilha/shared/warnings';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { createWarning } from './create-warning.ts';
import { updateWarning } from './update-warning.ts';
import { deleteWarning } from './delete-warning.ts';
import { listWarnings } from './list-warnings.ts';
import { setReadStatus } from './set-read-status.ts';

const security = [{ bearer: [] }];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};
const FORM =
  'multipart/form-data fields title (required, max 255), text (required, max 5000), status (active | inactive), ' +
  'and the file field `image` (PNG/JPEG/WEBP by content, max 2 MB); or the same fields as JSON.';

export const warningRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['warnings'];

    app.get('/warnings', {
      config: { access: { permission: 'warnings:read' } },
      schema: {
        tags,
        security,
        summary: "The company's alerts, newest first, with the caller's read state; students: active ones only",
        querystring: listWarningsQuerySchema,
        response: { 200: warningPageSchema, ...errors },
      },
      handler: (req) => listWarnings(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.post('/warnings', {
      config: { access: { permission: 'warnings:manage' }, multipart: { file: 'image', bodyFields: true } },
      schema: {
        tags,
        security,
        summary: 'Create an alert (multipart with an optional `image`)',
        description: FORM,
        body: createWarningBodySchema.nullish(),
        response: { 201: warningResponseSchema, ...errors },
      },
      handler: async (req, reply) => {
        const data = await createWarning(
          deps,
          requireTenant(req),
          requireActor(req),
          formInput(req, deps, requireTenant(req)),
          req.body,
        );
        return reply.status(201).send({ message: M.warningCreated, data });
      },
    });

    app.post('/warnings/:id/update', {
      config: { access: { permission: 'warnings:manage' }, multipart: { file: 'image', bodyFields: true } },
      schema: {
        tags,
        security,
        summary: 'Update an alert (multipart: any field; a new `image` replaces it, remove_image clears it)',
        description: FORM,
        params: numericIdParamsSchema,
        body: updateWarningBodySchema.nullish(),
        response: { 200: warningResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.warningUpdated,
        data: await updateWarning(
          deps,
          requireTenant(req),
          requireActor(req),
          req.params.id,
          formInput(req, deps, requireTenant(req)),
          req.body,
        ),
      }),
    });

    app.delete('/warnings/:id', {
      config: { access: { permission: 'warnings:manage' } },
      schema: {
        tags,
        security,
        summary: 'Remove an alert',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteWarning(deps, requireTenant(req), req.params.id);
        return { message: M.warningRemoved };
      },
    });

    app.put('/warnings/read-status', {
      config: { access: { permission: 'warnings:read' } },
      schema: {
        tags,
        security,
        summary: 'Mark an alert read or unread for the caller (001 §4: is_read toggles)',
        body: warningReadStatusBodySchema,
        response: { 200: warningReadStatusResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: M.warningReadStatusSaved,
        data: await setReadStatus(deps, requireTenant(req), requireActor(req), req.body),
      }),
    });
  };
