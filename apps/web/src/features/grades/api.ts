import { disciplineResponseSchema } from '@trilha/shared/disciplines';
import {
  gradeExportResponseSchema,
  gradePageSchema,
  gradeResponseSchema,
  listGradesQuerySchema,
  type ExportGradesQuery,
  type UpdateGradeBody,
} from '@trilha/shared/grades';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
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
