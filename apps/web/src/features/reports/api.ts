import { PAGE_SIZE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
import {
  listStudentLogsQuerySchema,
  studentLogPageSchema,
  studentLogsPdfResponseSchema,
  type StudentLogFilters,
} from '@trilha/shared/reports';
import { ApiError, buildUrl, readErrorBody, request } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import { session } from '../../lib/session.ts';
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

/** The finished PDF (its `pdf_url`) as a Blob, with the signed-in user's token (the file is theirs alone). */
export async function fetchStudentLogsPdf(path: string): Promise<Blob> {
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
