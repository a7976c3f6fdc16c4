// Dates and numbers in pt-BR. Intl for plain formats; date-fns (ptBR) for relative wording.
import { formatDistanceToNow, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const LOCALE = 'pt-BR';
const toDate = (d: Date | string) => (typeof d === 'string' ? parseISO(d) : d);

export const formatDate = (d: Date | string): string => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' }).format(toDate(d));
export const formatDateTime = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' }).format(toDate(d));
export const formatLongDate = (d: Date | string): string =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(d));
export const formatRelative = (d: Date | string): string => formatDistanceToNow(toDate(d), { addSuffix: true, locale: ptBR });
/** First letter upper-case (Intl gives "domingo, 22 de novembro"). */
export const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase('pt-BR') + s.slice(1);
export const formatNumber = (n: number): string => new Intl.NumberFormat(LOCALE).format(n);
export const formatPercent = (fraction: number): string =>
  new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
