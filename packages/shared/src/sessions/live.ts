import { z } from 'zod';
import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';

export const sessionExportLivePayloadSchema = z.object({
  id: z.number().int(),
  status: z.enum(['ready', 'failed']),
  url: z.string(),
});
export type SessionExportLivePayload = z.infer<typeof sessionExportLivePayloadSchema>;

/** What study sessions push live: the CSV export is ready (or failed), to whoever asked. */
export const SESSION_LIVE_EVENTS = defineLiveEvents({
  '.sessions.exported': {
    description: 'A session data CSV asked by the user is written (ready: download it from `url`) or failed.',
    channels: [userChannel],
    payload: sessionExportLivePayloadSchema,
  },
});
