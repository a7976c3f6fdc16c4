import { PAGE_SIZE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
import {
  listStudentLogsQuerySchema,
  studentLogPageSchema,
  studentLogsPdfResponseSchema,
  type StudentLogFilters,
} from '@trilha/shared/reports';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import type { PickSource } from '../../ui/PickList.tsx';

/** GET /logs/student (001 L154): the filters in the URL, 30 per page. */
export const studentLogList = defineList({
  key: ['reports', 'student-logs'],
  path: '/logs/student',
  query: listStudentLogsQuerySchema,
  page: studentLogPageSchema,
});

/** 001 L120: a name, a start date or disciplines; without one the list is not asked for. */
export const hasFilter = (f: StudentLogFilters) =>
  !!f.user_name?.trim() || !!f.start_date_time || !!f['disciplines_ids[]']?.length;

/** GET /logs/student/pdf: 202 'Gerando Relatório!'; the PDF comes later by `.pdf.created`. */
export const requestStudentLogsPdf = (filters: StudentLogFilters) =>
  request('/logs/student/pdf', {
    query: encodeListParams(listStudentLogsQuerySchema, { page: 1, per_page: PAGE_SIZE.reports, ...filters }),
    schema: studentLogsPdfResponseSchema,
  });

/** The company's disciplines for the filter, searched by the server page by page. */
export const reportDisciplines: PickSource<Discipline> = {
  key: ['disciplines', 'report-filter'],
  load: ({ search, page, signal }) =>
    request('/disciplines', {
      query: encodeListParams(listDisciplinesQuerySchema, {
        page,
        per_page: PAGE_SIZE.disciplinePicker,
        search: search || undefined,
      }),
      schema: disciplinePageSchema,
      signal,
    }),
};
