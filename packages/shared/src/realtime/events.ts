import { z } from 'zod';
import { assignmentEvaluatedPayloadSchema } from '../assignments/schemas.ts';

/** Private channel names (000 §7, 001 §7). */
export const channels = {
  user: (userId: number) => `users.${userId}`,
  achievements: (userId: number) => `achievements.${userId}`,
  notifications: (consumerName: string, userId: number) => `notifications.${consumerName}.${userId}`,
  forum: (forumId: number) => `forum.${forumId}`,
  forumStudent: (forumId: number) => `forum.${forumId}.student`,
  studentLogsPdf: (userId: number) => `student-logs-pdf.${userId}`,
  /**
   * A discipline's materials and items, on the material-production namespace: whoever may read the
   * discipline (the discipline:read rule) may listen. Payloads carry ids only; the screen
   * refetches through the API, which hides what the listener may not see.
   */
  disciplineMaterials: (disciplineId: number) => `discipline.${disciplineId}.materials`,
} as const;

/** The namespace of material production events (000 §1: one of the four backends). */
export const MATERIAL_PRODUCTION_NAMESPACE = '/material-production';

/** Longest channel name a client may ask for (a consumer name is at most 255 characters too). */
export const CHANNEL_MAX = 255;

/**
 * What a channel name may contain: printable characters only (consumer names have spaces and
 * accents), never a control character such as NUL, which PostgreSQL refuses in a query.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
export function isChannelName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= CHANNEL_MAX && !CONTROL.test(value);
}

/**
 * The server-side room of one bearer token's sockets, named after the token's SHA-256 (what the
 * database stores): revoking the token disconnects every socket in it, on every node. Starts with
 * '#', which no channel does, so a client can neither subscribe to it nor leave it.
 */
export const sessionRoom = (tokenHash: string) => `#session:${tokenHash}`;
export const isServerRoom = (room: string) => room.startsWith('#');

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

/** Something changed in a discipline's materials (channels.disciplineMaterials). */
export const materialChangePayloadSchema = z.object({
  discipline_id: z.number().int(),
  material_id: z.number().int(),
  /** Item events only. */
  material_item_id: z.number().int().optional(),
  /** Reorder events: the new order of ids (materials, or the material's items). */
  order: z.array(z.number().int()).optional(),
});
export type MaterialChangePayload = z.infer<typeof materialChangePayloadSchema>;

/** A notification record was written for the user (notifications.{consumer}.{userId}). */
export const notificationPayloadSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  discipline_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

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
  '.material.created': { payload: materialChangePayloadSchema },
  '.material.updated': { payload: materialChangePayloadSchema },
  '.material.deleted': { payload: materialChangePayloadSchema },
  '.materials.reordered': { payload: materialChangePayloadSchema },
  '.material-item.created': { payload: materialChangePayloadSchema },
  '.material-item.updated': { payload: materialChangePayloadSchema },
  '.material-item.deleted': { payload: materialChangePayloadSchema },
  '.material-items.reordered': { payload: materialChangePayloadSchema },
  '.notification.created': { payload: notificationPayloadSchema },
  '.assignment.evaluated': { payload: assignmentEvaluatedPayloadSchema },
});
export type EventName = keyof typeof EVENT_DEFS;
export type EventPayload<E extends EventName> = z.infer<(typeof EVENT_DEFS)[E]['payload']>;

/** Names as constants. */
export const EVENTS = {
  badgeAdded: '.badge.added',
  pointsAdded: '.points.added',
  materialCreated: '.material.created',
  materialUpdated: '.material.updated',
  materialDeleted: '.material.deleted',
  materialsReordered: '.materials.reordered',
  materialItemCreated: '.material-item.created',
  materialItemUpdated: '.material-item.updated',
  materialItemDeleted: '.material-item.deleted',
  materialItemsReordered: '.material-items.reordered',
  notificationCreated: '.notification.created',
  assignmentEvaluated: '.assignment.evaluated',
} as const satisfies Record<string, EventName>;

/** Client → server: subscribe to a private channel; the server authorises it (the spec's /broadcasting/auth). */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export type SubscribeAck = { ok: true; channel: string } | { ok: false; error: string };
