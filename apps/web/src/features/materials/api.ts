// Queries and mutations of the Discipline Material screen (000 §2, §7 "Materials backend").
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import { messageResponseSchema, pageMetaSchema } from '@trilha/shared';
import { disciplineSchema, type Discipline } from '@trilha/shared/disciplines';
import {
  importFilesResponseSchema,
  markProgressResponseSchema,
  materialItemResponseSchema,
  materialItemSettingsResponseSchema,
  materialListSchema,
  materialResponseSchema,
  positionsSchema,
  unlockResponseSchema,
  type MarkProgressResponse,
  type MaterialItem,
  type MaterialList,
  type UpdateSettingsBody,
  type CreateSettingsBody,
} from '@trilha/shared/materials';
import { forumPageSchema } from '@trilha/shared/forums';
import { queryClient } from '../../app/query-client.ts';
import { request, upload, type UploadProgress } from '../../lib/api.ts';

const disciplineResponseSchema = z.object({ data: disciplineSchema });
// What the screen reads of GET /discipline-topics (catalogue's DisciplineTopicPage).
const disciplineTopicPageSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string().nullable() })),
  meta: pageMetaSchema,
});
export type TopicRow = z.infer<typeof disciplineTopicPageSchema>['data'][number];

export const materialKeys = {
  discipline: (id: number) => ['disciplines', 'detail', id] as const,
  materials: (disciplineId: number) => ['materials', 'discipline', disciplineId] as const,
  topics: (disciplineId: number, page: number) => ['discipline-topics', disciplineId, page] as const,
};

/** GET /disciplines/{id}: name, permission flags (isEditable) and the caller's progress. */
export const disciplineQuery = (id: number) =>
  queryOptions({
    queryKey: materialKeys.discipline(id),
    queryFn: ({ signal }) => request(`/disciplines/${id}`, { schema: disciplineResponseSchema, signal }).then((r) => r.data),
  });

/** GET /materials?discipline_id: every material with its items in order, and the discipline's progress. */
export const materialsQuery = (disciplineId: number) =>
  queryOptions({
    queryKey: materialKeys.materials(disciplineId),
    queryFn: ({ signal }) =>
      request('/materials', { query: { discipline_id: disciplineId }, schema: materialListSchema, signal }),
  });

/** GET /forums: the discipline's forums, 5 per page newest first (001 §9), paged by the database; students get only visible ones. */
export const forumsQuery = (disciplineId: number, page: number) =>
  queryOptions({
    queryKey: ['forums', 'discipline', disciplineId, page] as const,
    queryFn: ({ signal }) =>
      request('/forums', {
        query: { discipline: disciplineId, page, per_page: PAGE_SIZE.forums, sort: 'desc' },
        schema: forumPageSchema,
        signal,
      }),
  });

/** GET /discipline-topics?discipline_id&page: 5 per page (000 §9). */
export const topicsQuery = (disciplineId: number, page: number) =>
  queryOptions({
    queryKey: materialKeys.topics(disciplineId, page),
    queryFn: ({ signal }) =>
      request('/discipline-topics', {
        query: { discipline_id: disciplineId, page, per_page: PAGE_SIZE.topics },
        schema: disciplineTopicPageSchema,
        signal,
      }),
  });

// ------------------------------------------------------------------ cache updates

/** Replaces one item wherever it is in the discipline's materials. */
export function patchItem(disciplineId: number, itemId: number, patch: (item: MaterialItem) => MaterialItem): void {
  queryClient.setQueryData<MaterialList>(materialKeys.materials(disciplineId), (list) =>
    list
      ? {
          ...list,
          data: list.data.map((m) => ({ ...m, items: m.items.map((i) => (i.id === itemId ? patch(i) : i)) })),
        }
      : list,
  );
}

/**
 * The mark's answer moves three numbers at once (000 §4): the item's check, its material's progress
 * and the discipline's, here and on the discipline cards (whose list is refetched on next visit).
 */
export function applyMark(disciplineId: number, r: MarkProgressResponse): void {
  queryClient.setQueryData<MaterialList>(materialKeys.materials(disciplineId), (list) =>
    list
      ? {
          discipline_progress: r.discipline_progress,
          data: list.data.map((m) =>
            m.id === r.material_id
              ? {
                  ...m,
                  progress: r.material_progress,
                  items: m.items.map((i) => (i.id === r.material_item_id ? { ...i, checked: r.checked } : i)),
                }
              : m,
          ),
        }
      : list,
  );
  queryClient.setQueryData<Discipline>(materialKeys.discipline(disciplineId), (d) =>
    d ? { ...d, progress: r.discipline_progress } : d,
  );
  void queryClient.invalidateQueries({ queryKey: ['disciplines', 'list'] });
}

/** After a topic is created, edited or deleted: every page of the discipline's topics. */
export const refreshTopics = (disciplineId: number) =>
  queryClient.invalidateQueries({ queryKey: ['discipline-topics', disciplineId] });

/** After a write that changes the list's shape (create, delete, duplicate, reorder, import). */
export const refreshMaterials = (disciplineId: number) =>
  queryClient.invalidateQueries({ queryKey: materialKeys.materials(disciplineId) });

// ------------------------------------------------------------------ calls

export const markItem = (itemId: number, checked: boolean) =>
  request(`/progress/material-items/${itemId}/mark`, {
    method: 'POST',
    body: { checked },
    schema: markProgressResponseSchema,
  });

/**
 * GET /material-items/{id}: reading an item's content is what the API records as "opened" (the
 * activity log's `item_opened`), whatever the kind; the modal calls it once per opening.
 */
export const openItem = (itemId: number) => request(`/material-items/${itemId}`, { schema: materialItemResponseSchema });

export const unlockItem = (itemId: number, password: string) =>
  request(`/material-items/${itemId}/password`, { method: 'POST', body: { password }, schema: unlockResponseSchema });

/** POST /materials or /materials/{id}/update: a form (the image is a file). */
export const saveMaterial = (id: number | null, form: FormData, onProgress?: (p: UploadProgress) => void) =>
  upload(id === null ? '/materials' : `/materials/${id}/update`, form, {
    schema: materialResponseSchema,
    onProgress,
  });

export const deleteMaterial = (id: number) => request(`/materials/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const duplicateMaterial = (id: number) =>
  request(`/materials/${id}/duplicate`, { method: 'POST', schema: materialResponseSchema });
export const moveMaterial = (id: number, index: number) =>
  request(`/materials/${id}/index`, { method: 'POST', body: { index }, schema: positionsSchema });

/** POST /material-items or /material-items/{id}/update (multipart: file, image, audio). */
export const saveItem = (id: number | null, form: FormData, onProgress?: (p: UploadProgress) => void) =>
  upload(id === null ? '/material-items' : `/material-items/${id}/update`, form, {
    schema: materialItemResponseSchema,
    onProgress,
  });

export const deleteItem = (id: number) => request(`/material-items/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const duplicateItem = (id: number) =>
  request(`/material-items/${id}/duplicate`, { method: 'POST', schema: materialItemResponseSchema });
export const moveItem = (id: number, index: number) =>
  request(`/material-items/${id}/index`, { method: 'POST', body: { index }, schema: positionsSchema });

export const importFiles = (form: FormData, onProgress?: (p: UploadProgress) => void) =>
  upload('/materials/file/import', form, { schema: importFilesResponseSchema, onProgress });

export const createSettings = (body: CreateSettingsBody) =>
  request('/material-item-settings', { method: 'POST', body, schema: materialItemSettingsResponseSchema });
export const updateSettings = (id: number, body: UpdateSettingsBody) =>
  request(`/material-item-settings/${id}`, { method: 'PUT', body, schema: materialItemSettingsResponseSchema });
