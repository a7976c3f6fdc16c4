import { messageResponseSchema } from '@trilha/shared';
import {
  listWarningsQuerySchema,
  warningPageSchema,
  warningReadStatusResponseSchema,
  warningResponseSchema,
  type ListWarningsQuery,
  type WarningReadStatusBody,
} from '@trilha/shared/warnings';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';

/** GET /warnings (001 §7): /notes lists them with ?page=&search=&status= in the URL. */
export const warningsList = defineList({
  key: ['warnings', 'list'],
  path: '/warnings',
  query: listWarningsQuerySchema,
  page: warningPageSchema,
});

/** One page of 30 (001 §9), for the phone list that grows by 30 and the landing panel. */
export const fetchWarnings = (params: Partial<ListWarningsQuery>, signal?: AbortSignal) =>
  request('/warnings', {
    query: encodeListParams(listWarningsQuerySchema, listWarningsQuerySchema.parse(params)),
    schema: warningPageSchema,
    signal,
  });

/** The company's active alerts (000 §2: My Disciplines loads them). */
export const activeWarningsQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['warnings', 'active', companyId],
    queryFn: ({ signal }) => fetchWarnings({ company_id: companyId || undefined, status: 'active', per_page: 3 }, signal),
  });

/** POST /warnings or /warnings/{id}/update, as the multipart form the spec names (001 §7). */
export const saveWarning = (id: number | null, form: FormData) =>
  request(id === null ? '/warnings' : `/warnings/${id}/update`, { method: 'POST', body: form, schema: warningResponseSchema });

export const deleteWarning = (id: number) => request(`/warnings/${id}`, { method: 'DELETE', schema: messageResponseSchema });

export const setWarningReadStatus = (body: WarningReadStatusBody) =>
  request('/warnings/read-status', { method: 'PUT', body, schema: warningReadStatusResponseSchema });
