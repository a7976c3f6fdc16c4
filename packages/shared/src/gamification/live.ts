import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';
import { userChannel } from '../realtime/channels.ts';

/** achievements.{id}: the student's live achievements (students only: `badges:earn`). */
export const achievementsChannel = defineLiveChannel({
  key: 'achievements',
  namespace: '/main',
  pattern: 'achievements.{id}',
  name: (userId: number) => `achievements.${userId}`,
});

export const badgeSchema = z.object({
  id: z.number().int().optional(),
  /** The badge's key: the client shows a default badge's name in the reader's language by it. */
  key: z.string().optional(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export const badgePayloadSchema = z.object({ badge: badgeSchema });
export type BadgePayload = z.infer<typeof badgePayloadSchema>;

export const pointsPayloadSchema = z.object({
  points: z.number().int(),
  /** The user's new total, when known: the points counter follows it. */
  total: z.number().int().optional(),
  /** A badge earned with the points: the badge toast instead of the plain one. */
  badge: badgeSchema.optional(),
});
export type PointsPayload = z.infer<typeof pointsPayloadSchema>;

/** What gamification pushes live (000 §7: `.badge.added` and `.points.added` on the user channel). */
export const GAMIFICATION_LIVE_EVENTS = defineLiveEvents({
  '.badge.added': {
    description: 'The user earned a badge: the badge toast.',
    channels: [userChannel, achievementsChannel],
    payload: badgePayloadSchema,
  },
  '.points.added': {
    description: 'Points were added to the user (with their new total, and the badge if one came with them).',
    channels: [userChannel],
    payload: pointsPayloadSchema,
  },
});
