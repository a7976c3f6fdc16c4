import { MESSAGES } from '../messages.ts';

/** "30 segundos", "1 minuto", "15 minutos": a wait as a person reads it (minutes rounded up past one). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 segundo' : `${s} segundos`;
  const m = Math.ceil(s / 60);
  return m === 1 ? '1 minuto' : `${m} minutos`;
}

/**
 * The text of a 429 that knows its wait (the Retry-After header carries the same seconds):
 * "Muitas tentativas de login. Tente novamente em 2 minutos".
 */
export function tooManyAttemptsMessage(kind: 'login' | 'requests', retryAfterSeconds: number): string {
  const head = kind === 'login' ? MESSAGES.tooManyLoginAttemptsHead : MESSAGES.rateLimitedHead;
  return `${head}. Tente novamente em ${waitText(retryAfterSeconds)}`;
}
