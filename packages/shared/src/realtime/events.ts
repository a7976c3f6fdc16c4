import { z } from 'zod';

/** Private channel names (000 §7, 001 §7). */
export const channels = {
  user: (userId: number) => `users.${userId}`,
  achievements: (userId: number) => `achievements.${userId}`,
  notifications: (consumerName: string, userId: number) => `notifications.${consumerName}.${userId}`,
  forum: (forumId: number) => `forum.${forumId}`,
  forumStudent: (forumId: number) => `forum.${forumId}.student`,
  studentLogsPdf: (userId: number) => `student-logs-pdf.${userId}`,
} as const;

export const badgePayloadSchema = z.object({
  badge: z.object({ id: z.number().int().optional(), name: z.string(), description: z.string(), image: z.string().nullable() }),
});
export const pointsPayloadSchema = z.object({
  points: z.number().int(),
  total: z.number().int().optional(),
  badge: badgePayloadSchema.shape.badge.optional(),
});
export type BadgePayload = z.infer<typeof badgePayloadSchema>;
export type PointsPayload = z.infer<typeof pointsPayloadSchema>;

/** One realtime event: its payload schema (what clients may rely on). */
export type EventDef = { readonly payload: z.ZodType };
export const defineEvents = <const T extends Record<string, EventDef>>(defs: T): T => defs;

/**
 * Every event the servers emit, with its payload, named as the spec writes them (Laravel-Echo
 * style, leading dot). A domain adds its events here (later: its own `events.ts`, one line here).
 * Emitting an unknown name or a payload of the wrong shape does not compile.
 */
export const EVENT_DEFS = defineEvents({
  '.badge.added': { payload: badgePayloadSchema },
  '.points.added': { payload: pointsPayloadSchema },
});
export type EventName = keyof typeof EVENT_DEFS;
export type EventPayload<E extends EventName> = z.infer<(typeof EVENT_DEFS)[E]['payload']>;

/** Names as constants. */
export const EVENTS = {
  badgeAdded: '.badge.added',
  pointsAdded: '.points.added',
} as const satisfies Record<string, EventName>;

/** Client → server: subscribe to a private channel; the server authorises it (the spec's /broadcasting/auth). */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export type SubscribeAck = { ok: true; channel: string } | { ok: false; error: string };
