import { ALL_MESSAGES } from './registry.ts';

/**
 * Every Portuguese message of the platform by key: the specification's word for word, plus the
 * server's own. Each domain keeps its texts in its own `messages.ts`; this is their union, which
 * the API's errors and the web's i18n catalogue read, so a text lives in one place.
 */
export const MESSAGES = ALL_MESSAGES;
export type MessageKey = keyof typeof MESSAGES;
