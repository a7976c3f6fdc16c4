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

/** What badges pushes live (000 §7: `.badge.added` on the user channel). */
export const BADGE_LIVE_EVENTS = defineLiveEvents({
  '.badge.added': {
    description: 'The user earned a badge: the badge toast.',
    channels: [userChannel, achievementsChannel],
    payload: badgePayloadSchema,
  },
});
