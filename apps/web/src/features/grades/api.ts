import { disciplineResponseSchema } from '@trilha/shared/disciplines';
import {
  gradeExportResponseSchema,
  gradeExportSchema,
  gradePageSchema,
  gradeResponseSchema,
  listGradesQuerySchema,
  type ExportGradesQuery,
  type UpdateGradeBody,
} from '@trilha/shared/grades';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildUrl, readErrorBody, request } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';
import { defineList } from '../../lib/list/define-list.ts';

const lists = new Map<number, ReturnType<typeof makeGradeList>>();
const makeGradeList = (disciplineId: number) =>
  defineList({
    key: ['grades', 'list', String(disciplineId)],
    path: `/disciplines/${disciplineId}/grades`,
    query: listGradesQuerySchema,
    page: gradePageSchema,
  });

/** GET /disciplines/{id}/grades (001 §7): one list resource per discipline. */
export function gradeList(disciplineId: number) {
  let list = lists.get(disciplineId);
  if (!list) lists.set(disciplineId, (list = makeGradeList(disciplineId)));
  return list;
}

export const gradesDisciplineQuery = (id: number) =>
  queryOptions({
    queryKey: ['disciplines', 'one', id],
    queryFn: ({ signal }) => request(`/disciplines/${id}`, { schema: disciplineResponseSchema, signal }),
  });

export const updateGrade = (id: number, body: UpdateGradeBody) =>
  request(`/grades/${id}`, { method: 'PUT', body, schema: gradeResponseSchema });

export const requestGradeExport = (disciplineId: number, filters: ExportGradesQuery) =>
  request(`/disciplines/${disciplineId}/grades/csv`, {
    query: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>,
    schema: gradeExportResponseSchema,
  });

export const gradeExportStatus = (id: number, signal?: AbortSignal) =>
  request(`/grades/exports/${id}`, { schema: gradeExportSchema, signal });

/** The finished CSV (GET /grades/exports/{id}/file) as a Blob, with the signed-in user's token. */
export async function downloadGradeExport(path: string): Promise<Blob> {
  const s = session.get();
  if (!s) throw new ApiError(401, '');
  let res: Response;
  try {
    res = await fetch(buildUrl(config().apiUrl, path), { headers: { authorization: `Bearer ${s.token}` } });
  } catch {
    throw new ApiError(0, '', 'NETWORK');
  }
  if (!res.ok) {
    const e = readErrorBody(await res.json().catch(() => undefined));
    throw new ApiError(res.status, e.message ?? '', e.code, e.errors, e.request_id);
  }
  return res.blob();
}
