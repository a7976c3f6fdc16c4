import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher protocol's private-channel signature: `<key>:<hex HMAC-SHA256(secret,
 * "<socket_id>:<channel_name>")>`, the channel named as the client asked (with its `private-`).
 * Written here rather than taken from the `pusher` package: it is these two lines, and that package
 * would bring an HTTP client for a server this platform does not call.
 */
export function signChannel(key: string, secret: string, socketId: string, channelName: string): string {
  return `${key}:${createHmac('sha256', secret).update(`${socketId}:${channelName}`).digest('hex')}`;
}

/** Checks a signature as a Pusher-protocol server would (tests). */
export function verifyChannelSignature(
  auth: string,
  key: string,
  secret: string,
  socketId: string,
  channelName: string,
): boolean {
  const expected = Buffer.from(signChannel(key, secret, socketId, channelName));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
