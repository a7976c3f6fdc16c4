import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';
import { aiJobSchema } from './schemas.ts';

/** A generation's progress and result, pushed to whoever started it (any of their tabs). */
export const AI_LIVE_EVENTS = defineLiveEvents({
  '.ai.job.updated': {
    description:
      'A model call the user started moved on: running (progress), done (import_id to review), failed (message) or cancelled.',
    channels: [userChannel],
    payload: aiJobSchema,
  },
});
