import { PAGE_SIZE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
import {
  checkQuestionFileResponseSchema,
  fixImportedQuestionResponseSchema,
  importQuestionsResponseSchema,
  questionImportResponseSchema,
  type FixImportedQuestionBody,
} from '@trilha/shared/question-import';
import { ApiError, buildUrl, readErrorBody, request } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import { session } from '../../lib/session.ts';
import type { PickSource } from '../../ui/PickList.tsx';

/**
 * The disciplines the caller may import into, searched by the server page by page: `manageable=true`
 * is the import's own rule (findManageableDiscipline), so nothing offered is then refused.
 */
export const importTargets: PickSource<Discipline> = {
  key: ['disciplines', 'import-targets'],
  load: ({ search, page, signal }) =>
    request('/disciplines', {
      query: {
        ...encodeListParams(listDisciplinesQuerySchema, {
          page,
          per_page: PAGE_SIZE.disciplinePicker,
          search: search || undefined,
        }),
        manageable: 'true',
      },
      schema: disciplinePageSchema,
      signal,
    }),
};

export function sendQuestionFile(file: File, disciplineId: number) {
  const form = new FormData();
  form.append('discipline_id', String(disciplineId));
  form.append('file', file);
  return request('/quizzes/file/check', { method: 'POST', body: form, schema: checkQuestionFileResponseSchema });
}

export const getQuestionImport = (id: number, signal?: AbortSignal) =>
  request(`/quizzes/file/check/${id}`, { schema: questionImportResponseSchema, signal }).then((r) => r.data);

/** Without `indexes`, every valid question of the file ("select all"). */
export const importValidQuestions = (importId: number, indexes?: number[]) =>
  request('/quizzes/file/import', {
    method: 'POST',
    body: { import_id: importId, indexes },
    schema: importQuestionsResponseSchema,
  });

export const fixQuestion = (body: FixImportedQuestionBody) =>
  request('/quizzes/file/fix', { method: 'POST', body, schema: fixImportedQuestionResponseSchema });

/**
 * A generated file (template, export) as a Blob: these routes want the bearer token, so a plain
 * link would arrive without it. Failures are ApiError, like request().
 */
export async function fetchFile(
  path: string,
  o: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> } = {},
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(config().apiUrl, path, o.query), {
      method: o.method ?? 'GET',
      headers,
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
  } catch {
    throw new ApiError(0, '', 'NETWORK');
  }
  if (!res.ok) {
    const e = readErrorBody(await res.json().catch(() => undefined));
    throw new ApiError(res.status, e.message ?? '', e.code, e.errors, e.request_id);
  }
  return res.blob();
}

/** Saves a blob under a file name, as the browser's own download would. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export const downloadTemplate = async (format: 'docx' | 'csv') =>
  saveBlob(await fetchFile('/quizzes/file/template', { query: { format } }), `modelo-questoes.${format}`);

export const exportDiscipline = async (disciplineId: number) =>
  saveBlob(await fetchFile(`/quizzes/disciplines/${disciplineId}/export`, { method: 'POST' }), 'questoes.docx');

export const exportSelected = async (ids: number[]) =>
  saveBlob(await fetchFile('/quizzes/export/docs', { method: 'POST', body: { ids } }), 'questoes.docx');
