import { z } from 'zod';
import { NOTIFICATION_TYPES } from './types.ts';

/** How long a digest's one-click unsubscribe link works (RFC 8058 asks for a lasting link). */
export const UNSUBSCRIBE_TTL_DAYS = 90;

/** The token of a digest's unsubscribe link: 32 random bytes, base64url (43 characters). */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One type's row of the preferences table (the effective value: the user's choice or the default). */
export const notificationPreferenceSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    label: z.string().describe('pt-BR name of the type'),
    in_app: z.boolean().describe('The bell (and its live push)'),
    email: z.boolean().describe('The daily e-mail digest'),
  })
  .meta({ id: 'NotificationPreference' });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesResponseSchema = z
  .object({ data: z.array(notificationPreferenceSchema) })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** PUT /notification-preferences: the types sent are set; the others keep what they had. */
export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(z.object({ type: z.enum(NOTIFICATION_TYPES), in_app: z.boolean(), email: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_TYPES.length)
    .describe('Each type at most once (a repeated type is a 422).'),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBodySchema>;

export const updateNotificationPreferencesResponseSchema = z
  .object({ message: z.string(), data: z.array(notificationPreferenceSchema) })
  .meta({ id: 'NotificationPreferencesSaved' });

export const unsubscribeParamsSchema = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN) });
