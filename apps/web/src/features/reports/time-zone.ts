import { LOCALE } from '../../i18n/index.ts';

// The student log shows its times in the company's time zone (the PDF's, the filters'), not the
// browser's, and says which (issue 29): a manager abroad reads the same hours as the file.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time in `timeZone` (the browser's when not known yet), in the page's language. */
export function formatDateTimeIn(iso: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, f);
  }
  return f.format(new Date(iso));
}

/** "America/Sao_Paulo (UTC−03:00)": the zone and its offset now. */
export function zoneLabel(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = !part || part === 'GMT' ? 'UTC' : part.replace('GMT', 'UTC').replace('-', '−');
  return `${timeZone} (${offset})`;
}
