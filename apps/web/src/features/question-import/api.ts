import { PAGE_SIZE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
import {
  checkQuestionFileResponseSchema,
  fixImportedQuestionResponseSchema,
  importQuestionsResponseSchema,
  questionImportResponseSchema,
  type FixImportedQuestionBody,
} from '@trilha/shared/question-import';
import { postForBlob, request, requestBlob } from '../../lib/api.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import { saveBlob } from '../../lib/transfer.ts';
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

export const downloadTemplate = async (format: 'docx' | 'csv') =>
  saveBlob((await requestBlob('/quizzes/file/template', { query: { format } })).blob, `modelo-questoes.${format}`);

export const exportDiscipline = async (disciplineId: number) =>
  saveBlob((await postForBlob(`/quizzes/disciplines/${disciplineId}/export`)).blob, 'questoes.docx');

export const exportSelected = async (ids: number[]) =>
  saveBlob((await postForBlob('/quizzes/export/docs', { ids })).blob, 'questoes.docx');
