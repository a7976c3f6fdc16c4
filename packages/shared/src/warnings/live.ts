import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';

/**
 * warnings.{companyId}: the company's alerts, for every member of the company, whichever of its
 * sub-domains they use. One room per company: an alert concerns everyone, so it is one push, not
 * one per member.
 */
export const warningsChannel = defineLiveChannel({
  key: 'warnings',
  namespace: '/main',
  pattern: 'warnings.{companyId}',
  name: (companyId: number) => `warnings.${companyId}`,
});

export const warningPublishedPayloadSchema = z.object({ warning_id: z.number().int(), title: z.string() });
export const warningRemovedPayloadSchema = z.object({ warning_id: z.number().int() });

/** What alerts push live: open landing panels and Warning View lists refetch (what each reader sees is the API's). */
export const WARNING_LIVE_EVENTS = defineLiveEvents({
  '.warning.published': {
    description: 'An alert became visible to the members (created active, or turned active).',
    channels: [warningsChannel],
    payload: warningPublishedPayloadSchema,
  },
  '.warning.removed': {
    description: 'An alert was removed: it leaves open lists and panels.',
    channels: [warningsChannel],
    payload: warningRemovedPayloadSchema,
  },
});
