import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/**
 * What study sessions publish (subscribers: gamification's badge rules, the activity log). Declared
 * before the sessions domain's routes so that both sides are built against one contract.
 */
export const SESSION_EVENTS = defineDomainEvents({
  'study-time.recorded': {
    description:
      "A learner's study session grew (a POST /ping within the idle cut-off, or a new session). `total_seconds` is the learner's study time of all time, `consecutive_access_days` the run of days with a session ending today (in the tenant's time zone).",
    payload: z.object({
      user_id: id,
      session_id: id,
      seconds_added: count,
      total_seconds: count,
      consecutive_access_days: count,
    }),
  },
  'session-export.requested': {
    description: 'Someone asked for the study-session list as CSV (POST /sessions/export/csv): the export row was recorded.',
    payload: z.object({ export_id: id, actor_id: id }),
  },
});
