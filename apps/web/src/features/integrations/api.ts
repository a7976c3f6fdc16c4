import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, messageResponseSchema } from '@trilha/shared';
import {
  createdLtiConsumerResponseSchema,
  ltiConsumerPageSchema,
  ltiConsumerResponseSchema,
  type CreateLtiConsumerBody,
  type UpdateLtiConsumerBody,
} from '@trilha/shared/integrations';
import { request } from '../../lib/api.ts';

export type LtiListParams = { page: number; search: string; companyId: number | null };

export function ltiListParams(search: URLSearchParams): LtiListParams {
  const company = Math.floor(Number(search.get('company_id')));
  return {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    search: search.get('search')?.trim() ?? '',
    companyId: company > 0 ? company : null,
  };
}

/** GET /lti-consumers (000 §2 Integrations: loads LTI consumers). */
export const ltiConsumersQuery = (p: LtiListParams) =>
  queryOptions({
    queryKey: ['lti-consumers', 'list', p],
    queryFn: () =>
      request('/lti-consumers', {
        query: {
          page: p.page,
          per_page: PAGE_SIZE.ltiConsumers,
          search: p.search || undefined,
          company_id: p.companyId ?? undefined,
        },
        schema: ltiConsumerPageSchema,
      }),
  });

export const createLtiConsumer = (body: CreateLtiConsumerBody) =>
  request('/lti-consumers', { method: 'POST', body, schema: createdLtiConsumerResponseSchema });
export const updateLtiConsumer = (id: number, body: UpdateLtiConsumerBody) =>
  request(`/lti-consumers/${id}`, { method: 'PUT', body, schema: ltiConsumerResponseSchema });
export const deleteLtiConsumer = (id: number) =>
  request(`/lti-consumers/${id}`, { method: 'DELETE', schema: messageResponseSchema });
