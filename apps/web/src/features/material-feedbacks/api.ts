import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  listMaterialFeedbacksQuerySchema,
  materialFeedbackPageSchema,
  materialFeedbackResponseSchema,
  type CreateMaterialFeedbackBody,
} from '@trilha/shared/material-feedbacks';
import { request } from '../../lib/api.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';

export const materialFeedbacksKey = (disciplineId: number) => ['material-feedbacks', disciplineId] as const;

const page = (disciplineId: number, pageNumber: number, signal?: AbortSignal) =>
  request(`/disciplines/${disciplineId}/material-feedbacks`, {
    query: encodeListParams(listMaterialFeedbacksQuerySchema, { page: pageNumber, per_page: 10 }),
    schema: materialFeedbackPageSchema,
    signal,
  });

/** The reviews of a discipline, newest first, a page of 10 at a time ("Ver mais"). */
export const materialFeedbacksQuery = (disciplineId: number) =>
  infiniteQueryOptions({
    queryKey: [...materialFeedbacksKey(disciplineId), 'pages'],
    queryFn: ({ pageParam, signal }) => page(disciplineId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });

/** The caller's own reviews (meta.mine) and the mean: the first page carries both. */
export const myMaterialFeedbacksQuery = (disciplineId: number) =>
  queryOptions({
    queryKey: [...materialFeedbacksKey(disciplineId), 'mine'],
    queryFn: ({ signal }) => page(disciplineId, 1, signal),
  });

export const rateMaterial = (body: CreateMaterialFeedbackBody) =>
  request('/material-feedbacks', { method: 'POST', body, schema: materialFeedbackResponseSchema });
