import { GRADES } from '@trilha/shared/kernel';

/** 7.5 → "7,5" (pt-BR decimal comma, the scale's places). */
export const formatGrade = (v: number): string => v.toFixed(GRADES.decimals).replace('.', ',');

/** "7,5" or "7.5" → 7.5; blank or not a number → NaN (the shared schema then refuses it). */
export function parseGrade(text: string): number {
  const s = text.trim().replace(',', '.');
  return s === '' || !/^\d+(\.\d+)?$/.test(s) ? Number.NaN : Number(s);
}

/** graded_at as dd/mm/aaaa hh:mm in the browser's time zone. */
export const formatGradedAt = (iso: string): string =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
