import { formatDateTime, formatGrade } from '../../lib/format.ts';

/** 7.5 → "7,5" (pt-BR, es) or "7.5" (en): the scale's places, lib/format.ts. */
export { formatGrade };

/** "7,5" or "7.5" → 7.5 (either way, whatever the language); blank or not a number → NaN (the shared schema then refuses it). */
export function parseGrade(text: string): number {
  const s = text.trim().replace(',', '.');
  return s === '' || !/^\d+(\.\d+)?$/.test(s) ? Number.NaN : Number(s);
}

/** graded_at as a short date and time in the browser's time zone. */
export const formatGradedAt = (iso: string): string => formatDateTime(iso);
