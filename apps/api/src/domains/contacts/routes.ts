import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, bulkResultSchema, errorResponseSchema } from '@trilha/shared';
import {
  contactListResponseSchema,
  contactPageSchema,
  createContactsBodySchema,
  deleteContactsBodySchema,
  listContactsQuerySchema,
  updateContactsBodySchema,
} from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { createContacts } from './create-contacts.ts';
import { updateContacts } from './update-contacts.ts';
import { deleteContacts } from './delete-contacts.ts';
import { listContacts } from './list-contacts.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['contacts'];
const security = [{ bearer: [] }];

export const contactRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/contacts/create-many', {
      config: { access: { permission: 'contacts:manage' } },
      schema: {
        tags,
        security,
        summary: "Create contacts (own; managers and admins: any tenant member's), all or nothing",
        body: createContactsBodySchema,
        response: { 201: contactListResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          message: MESSAGES.contactsSaved,
          data: await createContacts(deps, requireTenant(req), requireActor(req), req.body),
        }),
    });

    app.post('/contacts/update-many', {
      config: { access: { permission: 'contacts:manage' } },
      schema: {
        tags,
        security,
        summary: 'Update contacts, all or nothing',
        body: updateContactsBodySchema,
        response: { 200: contactListResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.contactsSaved,
        data: await updateContacts(deps, requireTenant(req), requireActor(req), req.body),
      }),
    });

    app.post('/contacts/delete-many', {
      config: { access: { permission: 'contacts:manage' } },
      schema: {
        tags,
        security,
        summary: 'Delete contacts: the bulk result lists the ids deleted and each one refused (unknown or out of reach)',
        body: deleteContactsBodySchema,
        response: { 200: bulkResultSchema, ...errors },
      },
      handler: (req) => deleteContacts(deps, requireTenant(req), requireActor(req), req.body),
    });

    app.get('/contacts', {
      config: { access: { permission: 'contacts:manage' } },
      schema: {
        tags,
        security,
        summary: "A user's contacts (default: the caller's)",
        querystring: listContactsQuerySchema,
        response: { 200: contactPageSchema, ...errors },
      },
      handler: (req) => listContacts(deps, requireTenant(req), requireActor(req), req.query),
    });
  };
