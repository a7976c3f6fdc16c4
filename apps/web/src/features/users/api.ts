import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, USER_TYPES, messageResponseSchema, type UserType } from '@trilha/shared';
import {
  userMessageResponseSchema,
  userPageSchema,
  userResponseSchema,
  type ChangePasswordBody,
  type CreateUserBody,
  type UpdateUserBody,
} from '@trilha/shared/users';
import { request } from '../../lib/api.ts';

export type UserListParams = { page: number; search: string; role: UserType | '' };

/** List state lives in the URL: ?page=&search=&role=. */
export function userListParams(search: URLSearchParams): UserListParams {
  const role = search.get('role') ?? '';
  return {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    search: search.get('search')?.trim() ?? '',
    role: (USER_TYPES as readonly string[]).includes(role) ? (role as UserType) : '',
  };
}

/** GET /users: the host tenant's members, 30 per page (000 §2). */
export const usersQuery = (p: UserListParams) =>
  queryOptions({
    queryKey: ['users', 'list', p],
    queryFn: () =>
      request('/users', {
        query: { page: p.page, per_page: PAGE_SIZE.users, search: p.search || undefined, role: p.role || undefined },
        schema: userPageSchema,
      }),
  });

/** GET /users/{id} (own record, or any member for staff); include=contacts adds the contacts. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'one', id],
    queryFn: () => request(`/users/${id}`, { schema: userResponseSchema }),
  });

/** Who can be someone's responsible: the tenant's members who are not students (first 100, by name). */
export const responsibleOptionsQuery = queryOptions({
  queryKey: ['users', 'responsible-options'],
  queryFn: () =>
    request('/users', {
      query: { page: 1, per_page: 100, role: USER_TYPES.filter((t) => t !== 'student').join(',') },
      schema: userPageSchema,
    }),
});

export const createUser = (body: CreateUserBody) =>
  request('/users', { method: 'POST', body, schema: userMessageResponseSchema });
export const updateUser = (id: number, body: UpdateUserBody) =>
  request(`/users/${id}`, { method: 'PUT', body, schema: userMessageResponseSchema });
export const deleteUser = (id: number) => request(`/users/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const changePassword = (id: number, body: ChangePasswordBody) =>
  request(`/users/${id}/change-password`, { method: 'POST', body, schema: messageResponseSchema });
