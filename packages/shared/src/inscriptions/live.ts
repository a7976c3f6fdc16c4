import { z } from 'zod';
import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';
import { inscriptionImportSchema } from './schemas.ts';

/** What CSV enrolment by file pushes live, to whoever sent the file (their own channel users.{id}). */
export const INSCRIPTION_LIVE_EVENTS = defineLiveEvents({
  '.inscriptions.import.progress': {
    description: 'A batch of an enrolment CSV is committed: `lines_done` of `total_lines` data lines, with the counts so far.',
    channels: [userChannel],
    payload: z.object({
      id: z.number().int(),
      lines_done: z.number().int(),
      total_lines: z.number().int(),
      created_count: z.number().int(),
      existing_count: z.number().int(),
      rejected_count: z.number().int(),
    }),
  },
  '.inscriptions.import.done': {
    description:
      'An enrolment CSV is finished (status done, with its counts and the refused lines at `rejected_url`) or failed (`error`).',
    channels: [userChannel],
    payload: inscriptionImportSchema,
  },
});
