// Dates and numbers in pt-BR, with Intl. (date-fns with its ptBR locale is there for relative
// wording, "há 3 dias", when a screen needs it.)
const LOCALE = 'pt-BR';
/** The API's timestamps are ISO 8601 with a time and offset, which Date reads as they are. */
const toDate = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d);

export const formatDate = (d: Date | string): string => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' }).format(toDate(d));
export const formatDateTime = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' }).format(toDate(d));
export const formatLongDate = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(d));
/** First letter upper-case (Intl gives "domingo, 22 de novembro"). */
export const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);
export const formatNumber = (n: number): string => new Intl.NumberFormat(LOCALE).format(n);
export const formatPercent = (fraction: number): string =>
  new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
