// Queries and calls of the assignment screens (000 §2, §7: /material-items/{id}/submit,
// /material-items/{attemptId}/evaluate; ours: GET …/submissions, GET /assignment-submissions/{id}).
import { queryOptions } from '@tanstack/react-query';
import {
  assignmentSubmissionDataSchema,
  assignmentSubmissionResponseSchema,
  listSubmissionsQuerySchema,
  submissionPageSchema,
  submitAssignmentResponseSchema,
  type EvaluateAssignmentBody,
} from '@trilha/shared/assignments';
import { materialItemDataSchema } from '@trilha/shared/materials';
import { disciplineResponseSchema } from '@trilha/shared/disciplines';
import { request, upload, type UploadProgress } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';

export const assignmentKeys = {
  task: (id: number) => ['assignments', 'task', id] as const,
  mine: (itemId: number) => ['assignments', 'mine', itemId] as const,
  submission: (id: number) => ['assignments', 'submission', id] as const,
};

/** GET /disciplines/{id}: the name for the eyebrow, isEditable for the staff controls. */
export const assignmentDisciplineQuery = (id: number) =>
  queryOptions({
    queryKey: ['disciplines', 'detail', id, 'assignments'] as const,
    queryFn: ({ signal }) => request(`/disciplines/${id}`, { schema: disciplineResponseSchema, signal }).then((r) => r.data),
  });

/** GET /material-items/{id}: the task (its statement, settings, lock). */
export const taskQuery = (id: number) =>
  queryOptions({
    queryKey: assignmentKeys.task(id),
    queryFn: ({ signal }) => request(`/material-items/${id}`, { schema: materialItemDataSchema, signal }).then((r) => r.data),
  });

/** The caller's own submission of a task, or null (students only ever get their own). */
export const mySubmissionQuery = (itemId: number) =>
  queryOptions({
    queryKey: assignmentKeys.mine(itemId),
    queryFn: ({ signal }) =>
      request(`/material-items/${itemId}/submissions`, { query: { per_page: '1' }, schema: submissionPageSchema, signal }).then(
        (r) => r.data[0] ?? null,
      ),
  });

/** GET /assignment-submissions/{id}. */
export const submissionQuery = (id: number) =>
  queryOptions({
    queryKey: assignmentKeys.submission(id),
    queryFn: ({ signal }) =>
      request(`/assignment-submissions/${id}`, { schema: assignmentSubmissionDataSchema, signal }).then((r) => r.data),
  });

const lists = new Map<number, ReturnType<typeof makeList>>();
const makeList = (itemId: number) =>
  defineList({
    key: ['assignments', 'list', String(itemId)],
    path: `/material-items/${itemId}/submissions`,
    query: listSubmissionsQuerySchema,
    page: submissionPageSchema,
  });
/** GET /material-items/{id}/submissions: a task's submissions, 30 per page; one resource per task. */
export function submissionsList(itemId: number) {
  let list = lists.get(itemId);
  if (!list) lists.set(itemId, (list = makeList(itemId)));
  return list;
}

/** POST /material-items/{id}/submit, multipart, with the upload's progress. */
export const submitAssignment = (itemId: number, form: FormData, onProgress?: (p: UploadProgress) => void) =>
  upload(`/material-items/${itemId}/submit`, form, { schema: submitAssignmentResponseSchema, onProgress });

/** POST /material-items/{attemptId}/evaluate. */
export const evaluateAssignment = (submissionId: number, body: EvaluateAssignmentBody) =>
  request(`/material-items/${submissionId}/evaluate`, { method: 'POST', body, schema: assignmentSubmissionResponseSchema });

export { assignmentPaths } from './paths.ts';
