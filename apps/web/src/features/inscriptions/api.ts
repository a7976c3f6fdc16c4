import { messageResponseSchema } from '@trilha/shared';
import { MAX_PER_PAGE, rolesWith } from '@trilha/shared/kernel';
import {
  inscriptionPageSchema,
  inscriptionResponseSchema,
  inscriptionsResponseSchema,
  listInscriptionsQuerySchema,
  inscriptionImportDataSchema,
  inscriptionImportPaths,
  inscriptionImportResponseSchema,
  type UpdateInscriptionBody,
} from '@trilha/shared/inscriptions';
import { listUsersQuerySchema, userPageSchema, type ListUsersQuery, type User } from '@trilha/shared/users';
import { disciplineResponseSchema } from '@trilha/shared/disciplines';
import { queryOptions } from '@tanstack/react-query';
import { request, requestBlob, upload, type UploadProgress } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import type { PickSource } from '../../ui/PickList.tsx';

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

export type EnrolCandidate = User & { enrolled: boolean };

/**
 * Who can be enrolled (academic types), by name or e-mail, 10 a page for the picker; each marked
 * `enrolled` when already in the discipline (the same search among its members: GET /users
 * ?discipline_id), which the API would refuse (INSCRIPTION_EXISTS).
 */
export const enrolCandidates = (disciplineId: number): PickSource<EnrolCandidate> => ({
  key: ['users', 'enrol-candidates', disciplineId],
  load: async ({ search, page, signal }) => {
    const role = rolesWith('inscriptions:be-enrolled');
    const users = (q: Pick<ListUsersQuery, 'page' | 'per_page' | 'discipline_id'>) =>
      request('/users', {
        query: encodeListParams(listUsersQuerySchema, { search: search || undefined, role, ...q }),
        schema: userPageSchema,
        signal,
      });
    const [candidates, members] = await Promise.all([
      users({ page, per_page: 10 }),
      users({ page: 1, per_page: MAX_PER_PAGE, discipline_id: disciplineId }),
    ]);
    const enrolled = new Set(members.data.map((u) => u.id));
    return { ...candidates, data: candidates.data.map((u) => ({ ...u, enrolled: enrolled.has(u.id) })) };
  },
});

type Window = { started_at: string | null; finished_at: string | null };
export const enrolUsers = (disciplineId: number, usersIds: number[], window: Window) =>
  request('/discipline-inscriptions', {
    method: 'POST',
    body: { discipline_id: disciplineId, users_ids: usersIds, ...window },
    schema: inscriptionsResponseSchema,
  });
/** POST /discipline-inscriptions/import/file: the CSV as a form (streamed by the API to storage); 202 with the import. */
export const sendInscriptionCsv = (disciplineId: number, file: File, onProgress?: (p: UploadProgress) => void) => {
  const form = new FormData();
  form.append('discipline_id', String(disciplineId));
  form.append('file', file);
  return upload('/discipline-inscriptions/import/file', form, {
    schema: inscriptionImportResponseSchema,
    onProgress,
  });
};
/** GET /discipline-inscriptions/import/file/{id}: where the worker is (the live events say it first; this is the fallback). */
export const inscriptionImportStatus = (id: number, signal?: AbortSignal) =>
  request(inscriptionImportPaths.status(id), { schema: inscriptionImportDataSchema, signal });
/** The refused lines' CSV (GET …/rejected) as a Blob, with the signed-in user's token. */
export const downloadRejectedLines = async (path: string): Promise<Blob> => (await requestBlob(path)).blob;
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
