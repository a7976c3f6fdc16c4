import { formatDateTime, formatDayLong, formatDayMonth, formatMonthShort } from '../../lib/format.ts';

/** Study time for people: 0 → "0 min", 5400 → "1 h 30 min", 59 → "< 1 min". */
export function formatStudyTime(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = Math.floor(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
}

/** YYYY-MM-DD (a day or a month of the company's calendar) → "10/03" (pt-BR, es) or "03/10" (en), or "mar/26". */
export function formatBucket(date: string, unit: 'day' | 'month'): string {
  const [y] = date.split('-');
  if (unit === 'day') return formatDayMonth(`${date}T00:00:00Z`);
  return `${formatMonthShort(`${date}T00:00:00Z`)}/${y!.slice(2)}`;
}

/** An instant as a short date and time in the browser's time zone, in the page's language. */
export { formatDateTime };
export const formatDate = (iso: string): string => formatDayLong(iso);
