import type { z } from 'zod';
import { ASSIGNMENT_LIVE_EVENTS } from '../assignments/live.ts';
import { FORUM_LIVE_EVENTS } from '../forums/live.ts';
import { GAMIFICATION_LIVE_EVENTS, achievementsChannel } from '../gamification/live.ts';
import { MATERIAL_LIVE_EVENTS } from '../materials/live.ts';
import { NOTIFICATION_LIVE_EVENTS } from '../notifications/live.ts';
import { WARNING_LIVE_EVENTS, warningsChannel } from '../warnings/live.ts';
import { SESSION_LIVE_EVENTS } from '../sessions/live.ts';
import { AI_LIVE_EVENTS } from '../ai/live.ts';
import { INSCRIPTION_LIVE_EVENTS } from '../inscriptions/live.ts';
import { forumChannel, forumStudentChannel } from '../forums/live.ts';
import { disciplineMaterialsChannel } from '../materials/live.ts';
import { notificationsChannel } from '../notifications/live.ts';
import { REPORT_LIVE_EVENTS, studentLogsPdfChannel } from '../reports/live.ts';
import { userChannel } from './channels.ts';
import type { ChannelKeysOf, LiveChannel } from './define.ts';

/**
 * Every live event, from each domain's `live.ts` (one line per domain): emitting an unknown name,
 * on a channel the event is not declared on, or with a payload of the wrong shape does not compile
 * (@trilha/realtime-emitter), and the web's `useLiveEvent` types its handler from the same entry.
 */
export const LIVE_EVENTS = {
  ...ASSIGNMENT_LIVE_EVENTS,
  ...FORUM_LIVE_EVENTS,
  ...GAMIFICATION_LIVE_EVENTS,
  ...MATERIAL_LIVE_EVENTS,
  ...NOTIFICATION_LIVE_EVENTS,
  ...WARNING_LIVE_EVENTS,
  ...SESSION_LIVE_EVENTS,
  ...AI_LIVE_EVENTS,
  ...REPORT_LIVE_EVENTS,
  ...INSCRIPTION_LIVE_EVENTS,
} as const;

/** Every channel pattern, by the name code uses for it (one line per domain that owns channels). */
export const channels = {
  user: userChannel,
  studentLogsPdf: studentLogsPdfChannel,
  achievements: achievementsChannel,
  forum: forumChannel,
  forumStudent: forumStudentChannel,
  disciplineMaterials: disciplineMaterialsChannel,
  notifications: notificationsChannel,
  warnings: warningsChannel,
} as const;

export type LiveEventName = keyof typeof LIVE_EVENTS;
export type LivePayload<E extends LiveEventName> = z.infer<(typeof LIVE_EVENTS)[E]['payload']>;
export type LiveChannelKey = (typeof channels)[keyof typeof channels]['key'];
/** The events declared on channels of pattern `K`: the only ones that may be sent or listened to there. */
export type LiveEventOn<K extends string> = {
  [E in LiveEventName]: K extends ChannelKeysOf<(typeof LIVE_EVENTS)[E]> ? E : never;
}[LiveEventName];

export const isLiveEventName = (name: string): name is LiveEventName => Object.hasOwn(LIVE_EVENTS, name);

/**
 * Checks a payload against its declaration and that the channel is one the event is declared on:
 * the emitter runs it under NODE_ENV=test (so a test that sends what the declarations do not
 * promise fails), the web client on everything it receives.
 */
export function checkLive(
  channel: LiveChannel,
  event: string,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; error: string } {
  if (!isLiveEventName(event)) return { ok: false, error: `undeclared live event ${event}` };
  const def = LIVE_EVENTS[event];
  if (!def.channels.some((c) => c.key === channel.key && c.namespace === channel.namespace))
    return { ok: false, error: `live event ${event} is not declared on ${channel.namespace} ${channel.name}` };
  const parsed = def.payload.safeParse(data);
  if (!parsed.success) return { ok: false, error: `live event ${event} on ${channel.name}: ${parsed.error.message}` };
  return { ok: true, data: parsed.data };
}
