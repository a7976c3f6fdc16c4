import { z } from 'zod';
import { CHANNEL_MAX, isChannelName } from '../realtime/protocol.ts';

/**
 * POST /broadcasting/auth (001 "Live channels"): what a Pusher-protocol client (Laravel Echo) sends
 * before it joins a private channel: its socket id and the channel, `private-` prefixed as that
 * protocol names private channels (accepted with or without it).
 */
export const broadcastingAuthBodySchema = z.object({
  socket_id: z
    .string()
    .regex(/^\d{1,20}\.\d{1,20}$/, 'Identificador de conexão inválido.')
    .describe('The Pusher connection id ("1234.5678").'),
  channel_name: z
    .string()
    .max(CHANNEL_MAX + 'private-'.length)
    .refine((v) => isChannelName(v.replace(/^private-/, '')), 'Canal inválido.')
    .describe('A private channel: forum.{id}, notifications.{consumer}.{user}, users.{id}, …'),
});
export type BroadcastingAuthBody = z.infer<typeof broadcastingAuthBodySchema>;

/** Allowed: the signature the Pusher protocol expects (`<key>:<hex HMAC-SHA256>`). Refused: 403. */
export const broadcastingAuthResponseSchema = z.object({ auth: z.string() });
