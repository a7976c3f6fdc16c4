import type { z } from 'zod';
import type { RealtimeNamespace } from '../constants.ts';

/**
 * One concrete private channel: what a server emits to and a client subscribes to. `key` names its
 * pattern (the declaration it came from), so the events allowed on it are known at compile time;
 * `name` is the room name on the wire ('users.7').
 */
export interface LiveChannel<K extends string = string> {
  readonly key: K;
  readonly namespace: RealtimeNamespace;
  readonly name: string;
}

/**
 * A channel pattern (000 §7, 001 §7): its namespace, the pattern as the spec writes it and the
 * function that names one channel of it. Calling it gives the LiveChannel: `userChannel(7)`.
 */
export interface LiveChannelDef<K extends string = string, A extends readonly unknown[] = never> {
  (...args: A): LiveChannel<K>;
  readonly key: K;
  readonly namespace: RealtimeNamespace;
  readonly pattern: string;
}

export function defineLiveChannel<const K extends string, A extends readonly unknown[]>(o: {
  key: K;
  namespace: RealtimeNamespace;
  pattern: string;
  name: (...args: A) => string;
}): LiveChannelDef<K, A> {
  const channel = (...args: A): LiveChannel<K> => ({ key: o.key, namespace: o.namespace, name: o.name(...args) });
  return Object.assign(channel, { key: o.key, namespace: o.namespace, pattern: o.pattern });
}

/**
 * One live event: the channels it is sent on and its payload (what clients may rely on). Named as
 * the spec writes them, Laravel-Echo style with a leading dot ('.points.added'); names are global
 * across domains.
 */
export interface LiveEventDef {
  readonly description: string;
  // `any` arguments: a channel of any pattern, whatever names it (the key is what is checked).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly channels: readonly LiveChannelDef<string, any>[];
  readonly payload: z.ZodType;
}

/** A domain's live events, declared in its own `live.ts`; realtime/events.ts collects them. */
export const defineLiveEvents = <const T extends Record<`.${string}`, LiveEventDef>>(defs: T): T => defs;

/** The channel keys an event declaration allows. */
export type ChannelKeysOf<D> = D extends { channels: readonly (infer C)[] }
  ? C extends { key: infer K extends string }
    ? K
    : never
  : never;
