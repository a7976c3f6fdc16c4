import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, RATE_LIMITS, errorResponseSchema, messageResponseSchema, numericIdParamsSchema } from '@trilha/shared';
import {
  avatarAttributesSchema,
  changePasswordBodySchema,
  createUserBodySchema,
  getUserQuerySchema,
  listUsersQuerySchema,
  updateUserBodySchema,
  userMessageResponseSchema,
  userPageSchema,
  userResponseSchema,
} from '@trilha/shared/users';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireTenant } from '../../http/request-context.ts';
import { formInput } from '../../http/form-input.ts';
import { appError } from '../../kit/errors.ts';
import { perAccount, perAddress } from '../../http/throttle.ts';
import { listUsers } from './list-users.ts';
import { getUser } from './get-user.ts';
import { createUser } from './create-user.ts';
import { updateUser } from './update-user.ts';
import { deleteUser } from './delete-user.ts';
import { changePassword } from './change-password.ts';
import { setAvatarAttributes, uploadAvatar } from './update-avatar.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const tags = ['users'];
const security = [{ bearer: [] }];

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage;

    app.post('/users', {
      config: { access: { permission: 'users:create' } },
      schema: {
        tags,
        security,
        summary: "Create a user, member of the host tenant's company (managers: below their rank)",
        body: createUserBodySchema,
        response: { 201: userMessageResponseSchema, ...errors },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send({ message: MESSAGES.userCreated, data: await createUser(deps, requireTenant(req), requireActor(req), req.body) }),
    });

    app.get('/users', {
      config: { access: { permission: 'users:list' } },
      schema: {
        tags,
        security,
        summary: "The host tenant's users: search (name, e-mail), role, user_responsible, discipline_id, tutor_id",
        querystring: listUsersQuerySchema,
        response: { 200: userPageSchema, ...errors },
      },
      handler: (req) => listUsers(deps, requireTenant(req), requireActor(req), req.query),
    });

    app.get('/users/:id', {
      config: { access: { permission: 'users:view' } },
      schema: {
        tags,
        security,
        summary: 'One user (own record, or any member with users:list); include=contacts,companies',
        params: numericIdParamsSchema,
        querystring: getUserQuerySchema,
        response: { 200: userResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await getUser(deps, requireTenant(req), requireActor(req), req.params.id, req.query.include),
      }),
    });

    app.put('/users/:id', {
      config: { access: { permission: 'users:update' } },
      schema: {
        tags,
        security,
        summary: 'Update a user (name, email, type, user_responsible)',
        params: numericIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userMessageResponseSchema, ...errors },
      },
      handler: async (req) => ({
        message: MESSAGES.userUpdated,
        data: await updateUser(deps, requireTenant(req), requireActor(req), req.params.id, req.body),
      }),
    });

    app.delete('/users/:id', {
      config: { access: { permission: 'users:delete' } },
      schema: {
        tags,
        security,
        summary: 'Remove a user from the tenant (soft-deleted when it was their last company)',
        params: numericIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      handler: async (req) => {
        await deleteUser(deps, requireTenant(req), requireActor(req), req.params.id);
        return { message: MESSAGES.userDeleted };
      },
    });

    app.post('/users/:id/change-password', {
      config: { access: { permission: 'users:change-password' } },
      schema: {
        tags,
        security,
        summary: "Change a password (own: current_password required; admin/manager: another's without it)",
        params: numericIdParamsSchema,
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors, 429: errorResponseSchema },
      },
      handler: async (req) => {
        // Per caller and target account (signing in again does not start it over) and per address.
        await deps.throttle.enforce([
          perAccount('change-password', RATE_LIMITS.changePasswordAccount, requireActor(req).id, req.params.id),
          perAddress('change-password', RATE_LIMITS.changePasswordAddress, req.ip),
        ]);
        await changePassword(deps, requireTenant(req), requireActor(req), req.params.id, req.body);
        return { message: MESSAGES.passwordChanged };
      },
    });

    app.post('/users/:id/avatar', {
      config: { access: { permission: 'users:avatar' }, multipart: { file: 'avatar' } },
      schema: {
        tags,
        security,
        summary: 'Set the avatar: multipart image in field `avatar` (PNG/JPEG/WEBP, max 2 MB) or JSON avatar attributes',
        description:
          'multipart/form-data with one file field `avatar` uploads an image (checked by its content); ' +
          'application/json with the avatar attributes sets the generated avatar (users.avatar_attributes).',
        params: numericIdParamsSchema,
        body: avatarAttributesSchema.nullish(),
        response: { 200: userMessageResponseSchema, ...errors },
      },
      handler: async (req) => {
        const tenant = requireTenant(req);
        const actor = requireActor(req);
        if (req.isMultipart()) {
          return {
            message: MESSAGES.avatarUpdated,
            data: await uploadAvatar(deps, storage, tenant, actor, req.params.id, formInput(req, deps, requireTenant(req))),
          };
        }
        if (!req.body) throw appError('AVATAR_ATTRIBUTES_REQUIRED', { field: '_' });
        return { message: MESSAGES.avatarUpdated, data: await setAvatarAttributes(deps, tenant, actor, req.params.id, req.body) };
      },
    });
  };
