import { queryOptions } from '@tanstack/react-query';
import { messageResponseSchema } from '@trilha/shared';
import {
  listUsersQuerySchema,
  userMessageResponseSchema,
  userPageSchema,
  userResponseSchema,
  type ChangePasswordBody,
  type CreateUserBody,
  type UpdateUserBody,
} from '@trilha/shared/users';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';

/** GET /users: the host tenant's members, 30 per page (000 §2); ?page=&search=&role= in the URL. */
export const usersList = defineList({
  key: ['users', 'list'],
  path: '/users',
  query: listUsersQuerySchema,
  page: userPageSchema,
});

/** GET /users/{id} (own record, or any member for staff); include=contacts adds the contacts. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: () => request(`/users/${id}`, { schema: userResponseSchema }),
  });

export const createUser = (body: CreateUserBody) =>
  request('/users', { method: 'POST', body, schema: userMessageResponseSchema });
export const updateUser = (id: number, body: UpdateUserBody) =>
  request(`/users/${id}`, { method: 'PUT', body, schema: userMessageResponseSchema });
export const deleteUser = (id: number) => request(`/users/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const changePassword = (id: number, body: ChangePasswordBody) =>
  request(`/users/${id}/change-password`, { method: 'POST', body, schema: messageResponseSchema });
