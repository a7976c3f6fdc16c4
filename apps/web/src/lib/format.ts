// Dates, numbers and grades in the page's language (i18n/locale.ts), with Intl: the one place that
// formats for people, so a screen never names a locale. (date-fns is there for relative wording,
// "há 3 dias", when a screen needs it.)
import { GRADES } from '@trilha/shared/kernel';
import { currentLocale } from '../i18n/locale.ts';

const LOCALE = currentLocale;
/** The API's timestamps are ISO 8601 with a time and offset, which Date reads as they are. */
const toDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);

export const formatDate = (d: Date | string): string => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' }).format(toDate(d));
export const formatDateTime = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' }).format(toDate(d));
export const formatLongDate = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(d));
/** A day in words, without the weekday ("22 de novembro de 2026", "November 22, 2026"). */
export const formatDayLong = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' }).format(toDate(d));
export const formatTime = (d: Date | string): string => new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' }).format(toDate(d));
/** Day and month of a calendar day, in the language's order ("20/11", "11/20"): UTC, as for buckets. */
export const formatDayMonth = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(toDate(d));
/** A month's short name, for chart buckets ("mar", "Mar"): UTC, as the bucket is a calendar day. */
export const formatMonthShort = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' }).format(toDate(d)).replace('.', '');
/** First letter upper-case (Intl gives "domingo, 22 de novembro"). */
export const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase(LOCALE) + s.slice(1);
export const formatNumber = (n: number): string => new Intl.NumberFormat(LOCALE).format(n);
export const formatPercent = (fraction: number): string =>
  new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
/** A grade with the scale's places: 7.5 → "7,5" in pt-BR and es, "7.5" in en. */
export const formatGrade = (v: number): string =>
  new Intl.NumberFormat(LOCALE, { minimumFractionDigits: GRADES.decimals, maximumFractionDigits: GRADES.decimals }).format(v);
/** A score as given (no forced places): 8.25 → "8,25" / "8.25". */
export const formatScore = (v: number): string => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(v);
/** A file size in kilobytes, at least 1 ("12 kB"), with the unit as the language writes it. */
export const formatKilobytes = (bytes: number): string =>
  new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
/** Upper-cases in the page's language (initials). */
export const upper = (s: string): string => s.toLocaleUpperCase(LOCALE);
