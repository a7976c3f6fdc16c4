// The interface language (001 L104, L195): pt (the page's own), en or es, chosen in the shell, kept
// in a cookie and applied by reloading the page 500 ms later. Read once at boot: everything that
// formats or translates reads `currentLocale`, so no screen has to follow a change at run time.
import { UI } from '@trilha/shared/kernel';

/** BCP 47 tags the catalogues and Intl use; the cookie holds the spec's short codes. */
export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'pt-BR' satisfies Locale;
export const LANGUAGE_COOKIE = 'trilha_lang';
/** A year: the choice belongs to the browser, like the accessibility settings. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const CODE_OF: Record<Locale, string> = { 'pt-BR': 'pt', en: 'en', es: 'es' };
const LOCALE_OF: Record<string, Locale> = { pt: 'pt-BR', en: 'en', es: 'es' };

/** The language a `document.cookie` string names; anything else (absent, tampered) is pt-BR. */
export function localeFromCookie(cookie: string): Locale {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    return LOCALE_OF[part.slice(eq + 1).trim()] ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** The Set-Cookie-style string that keeps `locale` (SameSite=Lax: it only ever names a language). */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${CODE_OF[locale]}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

/** The language of this page load. */
export const currentLocale: Locale = typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie);

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
