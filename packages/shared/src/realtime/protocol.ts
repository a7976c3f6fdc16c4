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

/** Client → server: subscribe to a private channel; the server authorises it (the spec's /broadcasting/auth). */
export const SUBSCRIBE = 'subscribe';
export const UNSUBSCRIBE = 'unsubscribe';
export type SubscribeAck = { ok: true; channel: string } | { ok: false; error: string };
/** What every live event carries, as its one argument: the channel it was sent on and the payload. */
export type LiveMessage = { channel: string; data: unknown };
