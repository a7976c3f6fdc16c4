import { messageResponseSchema } from '@trilha/shared';
import { rolesWith } from '@trilha/shared/kernel';
import {
  inscriptionPageSchema,
  inscriptionResponseSchema,
  inscriptionsResponseSchema,
  listInscriptionsQuerySchema,
  type ImportInscriptionsBody,
  type UpdateInscriptionBody,
} from '@trilha/shared/inscriptions';
import { listUsersQuerySchema, userPageSchema } from '@trilha/shared/users';
import { disciplineResponseSchema } from '@trilha/shared/disciplines';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';

const lists = new Map<number, ReturnType<typeof makeClassList>>();
const makeClassList = (disciplineId: number) =>
  defineList({
    key: ['inscriptions', 'list', String(disciplineId)],
    path: '/discipline-inscriptions',
    query: listInscriptionsQuerySchema,
    page: inscriptionPageSchema,
    // The discipline comes from the path (/discipline/{id}/class), not the URL's search.
    defaults: { discipline_id: disciplineId },
  });

/** GET /discipline-inscriptions?discipline_id=: the class, 30 per page (000 §2); one resource per discipline. */
export function classList(disciplineId: number) {
  let list = lists.get(disciplineId);
  if (!list) lists.set(disciplineId, (list = makeClassList(disciplineId)));
  return list;
}

/** Who can be enrolled (academic types), by name or e-mail, a page of 10 for the picker. */
export const enrolCandidatesQuery = (search: string) =>
  queryOptions({
    queryKey: ['users', 'enrol-candidates', search],
    queryFn: ({ signal }) =>
      request('/users', {
        query: encodeListParams(listUsersQuerySchema, {
          page: 1,
          per_page: 10,
          search: search || undefined,
          role: rolesWith('inscriptions:be-enrolled'),
        }),
        schema: userPageSchema,
        signal,
      }),
  });

type Window = { started_at: string | null; finished_at: string | null };
export const enrolUsers = (disciplineId: number, usersIds: number[], window: Window) =>
  request('/discipline-inscriptions', {
    method: 'POST',
    body: { discipline_id: disciplineId, users_ids: usersIds, ...window },
    schema: inscriptionsResponseSchema,
  });
export const importInscriptions = (body: ImportInscriptionsBody) =>
  request('/discipline-inscriptions/import', { method: 'POST', body, schema: inscriptionsResponseSchema });
export const updateInscription = (id: number, body: UpdateInscriptionBody) =>
  request(`/discipline-inscriptions/${id}/update`, { method: 'POST', body, schema: inscriptionResponseSchema });
export const deleteInscription = (id: number) =>
  request(`/discipline-inscriptions/${id}`, { method: 'DELETE', schema: messageResponseSchema });

/** GET /disciplines/{id}: the discipline the class belongs to (its name heads the screen). */
export const classDisciplineQuery = (id: number) =>
  queryOptions({
    queryKey: ['disciplines', 'one', id],
    queryFn: ({ signal }) => request(`/disciplines/${id}`, { schema: disciplineResponseSchema, signal }),
  });
