import {
  consumerDisciplinePageSchema,
  consumerDisciplineResponseSchema,
  listConsumerDisciplinesQuerySchema,
} from '@trilha/shared/consumer-disciplines';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';
import type { PickSource } from '../../ui/PickList.tsx';

/**
 * GET /consumer-disciplines?status=pending: what waits for a decision, 30 per page, newest first
 * (000 §2). The screen's other tab, status=approved, shows the accepted offers: attached, copied or
 * neither, with the way to detach an attached one.
 */
export const pendingList = defineList({
  key: ['consumer-disciplines', 'list'],
  path: '/consumer-disciplines',
  query: listConsumerDisciplinesQuerySchema,
  page: consumerDisciplinePageSchema,
  defaults: { status: 'pending' },
});

/** The tenant's own disciplines to attach an offer to, by name, a page of 10. */
/** The tenant's own disciplines an offer may be attached to, searched and paged by the server (AttachModal). */
export const attachTargets: PickSource<Discipline> = {
  key: ['disciplines', 'attach-targets'],
  load: ({ search, page, signal }) =>
    request('/disciplines', {
      query: encodeListParams(listDisciplinesQuerySchema, { page, per_page: 10, search: search || undefined, type: 'own' }),
      schema: disciplinePageSchema,
      signal,
    }),
};

const act = (path: string) => request(path, { method: 'POST', schema: consumerDisciplineResponseSchema });
export const approveOffer = (id: number) => act(`/consumer-disciplines/${id}/approve`);
export const disapproveOffer = (id: number) => act(`/consumer-disciplines/${id}/disapprove`);
export const copyOffer = (id: number) => act(`/consumer-disciplines/${id}/copy`);
export const attachOffer = (id: number, disciplineId: number) =>
  act(`/consumer-disciplines/${id}/discipline/${disciplineId}/attach`);
export const detachOffer = (id: number, disciplineId: number) =>
  act(`/consumer-disciplines/${id}/discipline/${disciplineId}/detach`);
