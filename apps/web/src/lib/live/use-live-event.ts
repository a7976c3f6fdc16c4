import { useEffect, useRef } from 'react';
import type { LiveChannelKey, LiveEventOn, LivePayload, LiveChannel, SubscribeAck } from '@trilha/shared/realtime';
import { UI } from '@trilha/shared/kernel';
import { live } from './index.ts';

export type LiveEventOptions = {
  /** The server refused the channel (e.g. the achievements channel: a toast). It is logged anyway. */
  onRefused?: (ack: SubscribeAck) => void;
  /** The namespace's connection failed (could not open, or an attempt failed). It is logged anyway. */
  onUnreachable?: (err: unknown) => void;
};

/**
 * Calls `handler` with each payload of `event` (or of any of `events`) sent on `channel`, for as
 * long as the component is mounted. The event must be one a domain declares on that channel's
 * pattern (`@trilha/shared/<domain>/live.ts`) and the handler's payload is that declaration's type:
 * anything else does not compile. Payloads are checked against the declaration on arrival; an
 * invalid one is logged and dropped. `channel` null listens to nothing (not signed in, not allowed).
 * The handler may change between renders without resubscribing.
 */
export function useLiveEvent<K extends LiveChannelKey, E extends LiveEventOn<K>>(
  channel: LiveChannel<K> | null,
  event: E | readonly E[],
  handler: (payload: LivePayload<E>, event: E) => void,
  options?: LiveEventOptions,
): void {
  const latest = useRef({ handler, options });
  useEffect(() => {
    latest.current = { handler, options };
  });

  const key = channel?.key;
  const namespace = channel?.namespace;
  const name = channel?.name;
  const events = typeof event === 'string' ? event : event.join(' ');
  useEffect(() => {
    if (key === undefined || namespace === undefined || name === undefined) return;
    return live.listen(
      { key, namespace, name },
      events.split(' '),
      (payload, e) => latest.current.handler(payload as LivePayload<E>, e as E),
      {
        onRefused: (ack) => latest.current.options?.onRefused?.(ack),
        onUnreachable: (err) => latest.current.options?.onUnreachable?.(err),
      },
    );
  }, [key, namespace, name, events]);
}

/**
 * A test connection (000 §7) on `channel` for each new `token` (the channel is created after the
 * token is set): listened to like `useLiveEvent`, and left `UI.realtimeTestConnectionCloseMs` (10 s)
 * after the server accepted it, or at once if refused. Its failure reaches `onRefused` /
 * `onUnreachable` (the achievements channel's connection error, 000 §8).
 */
export function useLiveTestConnection<K extends LiveChannelKey, E extends LiveEventOn<K>>(
  channel: LiveChannel<K> | null,
  token: string | null,
  event: E | readonly E[],
  handler: (payload: LivePayload<E>, event: E) => void,
  options?: LiveEventOptions,
): void {
  const latest = useRef({ handler, options });
  useEffect(() => {
    latest.current = { handler, options };
  });

  const key = channel?.key;
  const namespace = channel?.namespace;
  const name = channel?.name;
  const events = typeof event === 'string' ? event : event.join(' ');
  useEffect(() => {
    if (key === undefined || namespace === undefined || name === undefined || token === null) return;
    return live.testConnection(
      { key, namespace, name },
      events.split(' '),
      (payload, e) => latest.current.handler(payload as LivePayload<E>, e as E),
      {
        holdMs: UI.realtimeTestConnectionCloseMs,
        onRefused: (ack) => latest.current.options?.onRefused?.(ack),
        onUnreachable: (err) => latest.current.options?.onUnreachable?.(err),
      },
    );
  }, [key, namespace, name, events, token]);
}
