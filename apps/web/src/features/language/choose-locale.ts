// Writing the choice (the shell's selector only; reading it at boot is i18n/locale.ts, in the entry).
import { UI } from '@trilha/shared/kernel';
import { currentLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '../../i18n/locale.ts';

/** A year: the choice belongs to the browser, like the accessibility settings. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const CODE_OF: Record<Locale, string> = { 'pt-BR': 'pt', en: 'en', es: 'es' };

/** The cookie string that keeps `locale` (SameSite=Lax: it only ever names a language). */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${CODE_OF[locale]}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

/**
 * Keeps the choice and reloads after the spec's 500 ms (the selector announces the change in the
 * meantime). The same language again does nothing.
 */
export function chooseLocale(locale: Locale, reload: () => void = () => window.location.reload()): boolean {
  if (locale === currentLocale) return false;
  document.cookie = languageCookie(locale);
  window.setTimeout(reload, UI.languageReloadMs);
  return true;
}
