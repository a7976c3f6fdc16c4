import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@trilha/shared/kernel';
import { messageResponseSchema } from '@trilha/shared';
import {
  disciplineMessageResponseSchema,
  disciplinePageSchema,
  listDisciplinesQuerySchema,
  type CreateDisciplineBody,
  type UpdateDisciplineBody,
} from '@trilha/shared/disciplines';
import {
  disciplineTagMessageResponseSchema,
  disciplineTagPageSchema,
  type CreateDisciplineTagBody,
  type UpdateDisciplineTagBody,
} from '@trilha/shared/discipline-tags';
import { supplierPageSchema } from '@trilha/shared/suppliers';
import {
  consumerDisciplineResponseSchema,
  listSupplierClientsQuerySchema,
  supplierClientPageSchema,
  type SupplierClient,
} from '@trilha/shared/consumer-disciplines';
import { encodeListParams } from '../../lib/list/list-params.ts';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import type { PickSource } from '../../ui/PickList.tsx';

/**
 * GET /disciplines: a student, tutor or teacher gets only their own (My Disciplines), staff the
 * company's; 30 per page (000 §2). ?page=&search=&tags_ids[]=&type=&supplier_id= in the URL, so
 * it survives reloads and back/forward.
 */
export const disciplinesList = defineList({
  key: ['disciplines', 'list'],
  path: '/disciplines',
  query: listDisciplinesQuerySchema,
  page: disciplinePageSchema,
});

/** The company's tags for the filter and the tag screens (000 §2: the landing loads them). */
export const tagsQuery = queryOptions({
  queryKey: ['discipline-tags', 'all'],
  queryFn: () => request('/discipline-tags', { query: { per_page: String(MAX_PER_PAGE) }, schema: disciplineTagPageSchema }),
});

/** The tenant's suppliers for the supplier filter (000 §2: the landing loads them). */
export const suppliersQuery = queryOptions({
  queryKey: ['suppliers', 'filter'],
  queryFn: () =>
    request('/suppliers', { query: { per_page: String(MAX_PER_PAGE), status: 'active' }, schema: supplierPageSchema }),
});

const one = disciplineMessageResponseSchema;
export const createDiscipline = (body: CreateDisciplineBody) => request('/disciplines', { method: 'POST', body, schema: one });
export const updateDiscipline = (id: number, body: UpdateDisciplineBody) =>
  request(`/disciplines/${id}`, { method: 'PUT', body, schema: one });
export const deleteDiscipline = (id: number) =>
  request(`/disciplines/${id}`, { method: 'DELETE', schema: messageResponseSchema });
export const duplicateDiscipline = (id: number) => request(`/disciplines/${id}/duplicate`, { method: 'POST', schema: one });
export const attachTags = (id: number, tagIds: number[]) =>
  request(`/disciplines/${id}/discipline-tag`, { method: 'POST', body: { discipline_tag_ids: tagIds }, schema: one });
export const removeTag = (id: number, tagId: number) =>
  request(`/disciplines/${id}/discipline-tag/remove`, { method: 'POST', body: { discipline_tag_id: tagId }, schema: one });

const tag = disciplineTagMessageResponseSchema;
export const createTag = (body: CreateDisciplineTagBody) => request('/discipline-tags', { method: 'POST', body, schema: tag });
export const updateTag = (id: number, body: UpdateDisciplineTagBody) =>
  request(`/discipline-tags/${id}`, { method: 'PUT', body, schema: tag });
export const deleteTag = (id: number) => request(`/discipline-tags/${id}`, { method: 'DELETE', schema: messageResponseSchema });

/** Supplier side of supplied disciplines: whom this company may offer a discipline to, and the offer. */
/** The clients a discipline may be offered to, searched and paged by the server (OfferModal). */
export const supplierClients: PickSource<SupplierClient> = {
  key: ['consumer-disciplines', 'clients'],
  load: ({ search, page, signal }) =>
    request('/consumer-disciplines/clients', {
      query: encodeListParams(listSupplierClientsQuerySchema, { page, per_page: 30, search: search || undefined }),
      schema: supplierClientPageSchema,
      signal,
    }),
};
export const offerDiscipline = (disciplineId: number, consumerId: number) =>
  request('/consumer-disciplines', {
    method: 'POST',
    body: { discipline_id: disciplineId, consumer_id: consumerId },
    schema: consumerDisciplineResponseSchema,
  });
