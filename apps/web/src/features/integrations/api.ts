import { messageResponseSchema } from '@trilha/shared';
import {
  createdLtiConsumerResponseSchema,
  listLtiConsumersQuerySchema,
  ltiConsumerPageSchema,
  ltiConsumerResponseSchema,
  type CreateLtiConsumerBody,
  type UpdateLtiConsumerBody,
} from '@trilha/shared/integrations';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';

/** GET /lti-consumers (000 §2 Integrations: loads LTI consumers); ?page=&search=&company_id= in the URL. */
export const ltiConsumersList = defineList({
  key: ['lti-consumers', 'list'],
  path: '/lti-consumers',
  query: listLtiConsumersQuerySchema,
  page: ltiConsumerPageSchema,
});

export const createLtiConsumer = (body: CreateLtiConsumerBody) =>
  request('/lti-consumers', { method: 'POST', body, schema: createdLtiConsumerResponseSchema });
export const updateLtiConsumer = (id: number, body: UpdateLtiConsumerBody) =>
  request(`/lti-consumers/${id}`, { method: 'PUT', body, schema: ltiConsumerResponseSchema });
export const deleteLtiConsumer = (id: number) =>
  request(`/lti-consumers/${id}`, { method: 'DELETE', schema: messageResponseSchema });
