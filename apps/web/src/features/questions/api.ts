// Queries and mutations of the question bank screens (Quizzes, Questions Management) and of the
// quiz item's question picker (000 §7 "Quiz backend").
import { queryOptions } from '@tanstack/react-query';
import { bulkResultSchema, bulkFailureSchema, messageResponseSchema, type BulkFailure } from '@trilha/shared';
import {
  listQuestionsQuerySchema,
  questionMessageResponseSchema,
  questionPageSchema,
  removeQuizResponseSchema,
  type ListQuestionsQuery,
} from '@trilha/shared/questions';
import { z } from 'zod';
import { ApiError, request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';

/** GET /quizzes for Questions Management: the URL holds search, type, feedback filter, sort and page. */
export const questionsList = defineList({
  key: ['questions', 'list'],
  path: '/quizzes',
  query: listQuestionsQuerySchema,
  page: questionPageSchema,
});

/** One page of GET /quizzes (the Quizzes screen appends them; the picker searches). */
export const fetchQuestions = (query: Partial<ListQuestionsQuery>, signal?: AbortSignal) =>
  request('/quizzes', { query: query as Record<string, string | number | boolean>, schema: questionPageSchema, signal });

export const questionSearchQuery = (search: string, disciplineId?: number) =>
  queryOptions({
    queryKey: ['questions', 'search', search, disciplineId ?? null] as const,
    queryFn: ({ signal }) =>
      fetchQuestions({ search: search || undefined, discipline_id: disciplineId, per_page: 10, page: 1 }, signal),
  });

/** The questions a quiz item holds (GET /quizzes?material_item_id), to show the picked ones by title. */
export const itemQuestionsQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['questions', 'item', itemId] as const,
    queryFn: ({ signal }) => fetchQuestions({ material_item_id: itemId, per_page: 100, page: 1 }, signal),
  });

/** POST /quizzes or /quizzes/{id}/update, multipart (the image travels with the question). */
export const saveQuestion = (id: number | null, form: FormData) =>
  request(id === null ? '/quizzes' : `/quizzes/${id}/update`, {
    method: 'POST',
    body: form,
    schema: questionMessageResponseSchema,
  });

export const deleteQuestion = (id: number) => request(`/quizzes/${id}`, { method: 'DELETE', schema: messageResponseSchema });

const nothingDoneSchema = z.object({ message: z.string(), failed: z.array(bulkFailureSchema) });
export type BulkOutcome = { message: string; done: number[]; failed: BulkFailure[]; ok: boolean };

/**
 * POST /quizzes/deleteMany. Partly done is a 200 with the failed ones; nothing done is a 422
 * carrying the same list: both come back as an outcome for the result modal.
 */
export async function deleteQuestions(ids: number[]): Promise<BulkOutcome> {
  try {
    const r = await request('/quizzes/deleteMany', { method: 'POST', body: { ids }, schema: bulkResultSchema });
    return { ...r, ok: true };
  } catch (e) {
    const body = e instanceof ApiError && e.code === 'BULK_NOTHING_DONE' ? nothingDoneSchema.safeParse(e.body) : null;
    if (body?.success) return { message: body.data.message, done: [], failed: body.data.failed, ok: false };
    throw e;
  }
}

export const removeQuizFromItem = (itemId: number, questionId: number) =>
  request(`/material-items/${itemId}/remove-quiz`, {
    method: 'POST',
    body: { quiz_id: questionId },
    schema: removeQuizResponseSchema,
  });
