import type { z } from 'zod';
import { LIVE_EVENTS, channels } from './catalogue.generated.ts';
import type { ChannelKeysOf, LiveChannel } from './define.ts';

/**
 * Every live event and channel pattern, from each domain's `live.ts` and `realtime/channels.ts`
 * (catalogue.generated.ts, written by `pnpm gen`; docs/generated/live.md lists them). Code names a
 * channel pattern by its constant without `Channel` (`channels.forum`). Emitting an unknown name, on
 * a channel the event is not declared on, or with a payload of the wrong shape does not compile
 * (@trilha/realtime-emitter), and the web's `useLiveEvent` types its handler from the same entry.
 */
export { LIVE_EVENTS, channels };

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
