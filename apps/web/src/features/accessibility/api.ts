import { accessibilityResponseSchema, type AccessibilitySettings } from '@trilha/shared/accessibility';
import { request } from '../../lib/api.ts';

const PATH = '/users/me/accessibility';

/**
 * The token is passed explicitly: a save still in flight when the person signs out must not send
 * the app to Login a second time (an explicit token skips the app's 401 handler).
 */
export const fetchAccountSettings = (token: string) =>
  request(PATH, { token, schema: accessibilityResponseSchema }).then((r) => r.data);

export const saveAccountSettings = (token: string, settings: AccessibilitySettings) =>
  request(PATH, { method: 'PUT', token, body: settings, schema: accessibilityResponseSchema });
