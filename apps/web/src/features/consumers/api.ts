import { queryOptions } from '@tanstack/react-query';
import { consumerSettingsResponseSchema, updatedConsumerSettingsResponseSchema } from '@trilha/shared/consumers';
import { request } from '../../lib/api.ts';

/** GET /consumer-settings: the host tenant's colours, logo and tutoring phone, read fresh. */
export const consumerSettingsQuery = queryOptions({
  queryKey: ['consumer-settings'],
  queryFn: () => request('/consumer-settings', { schema: consumerSettingsResponseSchema }),
});

/** POST /consumer-settings/{id}/update as multipart (the logo is the file field `photo`). */
export const updateConsumerSettings = (id: number, form: FormData) =>
  request(`/consumer-settings/${id}/update`, { method: 'POST', body: form, schema: updatedConsumerSettingsResponseSchema });
