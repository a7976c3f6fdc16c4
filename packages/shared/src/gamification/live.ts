import { z } from 'zod';
import { defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';
import { badgeSchema } from '../badges/live.ts';

export const pointsPayloadSchema = z.object({
  points: z.number().int(),
  /** The user's new total, when known: the points counter follows it. */
  total: z.number().int().optional(),
  /** A badge earned with the points: the badge toast instead of the plain one. */
  badge: badgeSchema.optional(),
});
export type PointsPayload = z.infer<typeof pointsPayloadSchema>;

/** What gamification pushes live (000 §7: `.points.added` on the user channel). */
export const GAMIFICATION_LIVE_EVENTS = defineLiveEvents({
  '.points.added': {
    description: 'Points were added to the user (with their new total, and the badge if one came with them).',
    channels: [userChannel],
    payload: pointsPayloadSchema,
  },
});
