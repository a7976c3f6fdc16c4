import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@trilha/shared';
import {
  answerAttemptResponseSchema,
  attemptDetailSchema,
  attemptResponseSchema,
  finishAttemptResponseSchema,
  itemAttemptPageSchema,
  listItemAttemptsQuerySchema,
  startAttemptResponseSchema,
  type AnswerAttemptBody,
  type AttemptFeedbackBody,
} from '@trilha/shared/attempts';
import { materialItemDataSchema, unlockResponseSchema } from '@trilha/shared/materials';
import { request } from '../../lib/api.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';

export const attemptKeys = {
  item: (itemId: number) => ['material-items', 'detail', itemId] as const,
  list: (itemId: number) => ['attempts', 'item', itemId] as const,
  detail: (id: number) => ['attempts', 'detail', id] as const,
};

export const quizItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: attemptKeys.item(itemId),
    queryFn: ({ signal }) => request(`/material-items/${itemId}`, { schema: materialItemDataSchema, signal }).then((r) => r.data),
  });

/** POST /material-items/{id}/password: the quiz's password; the answer is the unlocked item. */
export const unlockQuizItem = (itemId: number, password: string) =>
  request(`/material-items/${itemId}/password`, { method: 'POST', body: { password }, schema: unlockResponseSchema }).then(
    (r) => r.data,
  );

export const itemAttemptsQuery = (itemId: number, page: number) =>
  queryOptions({
    queryKey: [...attemptKeys.list(itemId), page],
    queryFn: ({ signal }) =>
      request(`/material-items/${itemId}/attempts`, {
        query: encodeListParams(listItemAttemptsQuerySchema, { page, per_page: 30 }),
        schema: itemAttemptPageSchema,
        signal,
      }),
  });

export const attemptQuery = (id: number) =>
  queryOptions({
    queryKey: attemptKeys.detail(id),
    queryFn: ({ signal }) =>
      request(`/attempts/${id}`, { schema: z.object({ data: attemptDetailSchema }), signal }).then((r) => r.data),
  });

export const startAttempt = (itemId: number, userId: number) =>
  request('/attempts/start', {
    method: 'POST',
    body: { material_item_id: itemId, user_id: userId },
    schema: startAttemptResponseSchema,
  });
export const answerAttempt = (id: number, body: AnswerAttemptBody) =>
  request(`/attempts/${id}/answer`, { method: 'POST', body, schema: answerAttemptResponseSchema });
export const checkAttempt = (id: number) => request(`/attempts/${id}/check`, { method: 'POST', schema: attemptResponseSchema });
export const finishAttempt = (id: number) =>
  request(`/attempts/${id}/finish`, { method: 'POST', schema: finishAttemptResponseSchema });
export const gradeAttempt = (id: number, body: AttemptFeedbackBody) =>
  request(`/attempts/${id}/feedback`, { method: 'PUT', body, schema: attemptResponseSchema });
export const deleteAttempt = (id: number) => request(`/attempts/${id}`, { method: 'DELETE', schema: messageResponseSchema });
