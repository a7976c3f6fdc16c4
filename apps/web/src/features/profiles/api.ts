import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import { bulkResultSchema } from '@trilha/shared';
import {
  contactListResponseSchema,
  contactPageSchema,
  type CreateContactsBody,
  type UpdateContactsBody,
} from '@trilha/shared/contacts';
import { userMessageResponseSchema, type AvatarAttributes } from '@trilha/shared/users';
import { request } from '../../lib/api.ts';

/** GET /contacts?user_id= : a user's contacts (own, or any member's for managers and admins). */
export const contactsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['contacts', userId],
    queryFn: () => request('/contacts', { query: { user_id: userId, per_page: PAGE_SIZE.contacts }, schema: contactPageSchema }),
  });

export const createContacts = (body: CreateContactsBody) =>
  request('/contacts/create-many', { method: 'POST', body, schema: contactListResponseSchema });
export const updateContacts = (body: UpdateContactsBody) =>
  request('/contacts/update-many', { method: 'POST', body, schema: contactListResponseSchema });
/** POST /contacts/delete-many: the bulk result (ids deleted, and each refused one with its reason). */
export const deleteContacts = (ids: number[]) =>
  request('/contacts/delete-many', { method: 'POST', body: { contacts_ids: ids }, schema: bulkResultSchema });

/** POST /users/{id}/avatar as multipart: the image in the file field `avatar`. */
export function uploadAvatar(userId: number, file: Blob) {
  const form = new FormData();
  form.set('avatar', file);
  return request(`/users/${userId}/avatar`, { method: 'POST', body: form, schema: userMessageResponseSchema });
}

/** POST /users/{id}/avatar as JSON: the generated avatar's attributes. */
export const saveAvatarAttributes = (userId: number, attrs: AvatarAttributes) =>
  request(`/users/${userId}/avatar`, { method: 'POST', body: attrs, schema: userMessageResponseSchema });
