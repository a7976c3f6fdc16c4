// The interface language (001 L104, L195): pt (the page's own), en or es, kept in a cookie and
// applied by reloading the page (features/language writes the choice). Read once at boot:
// everything that formats or translates reads `currentLocale`, so no screen follows a change at run time.

/** BCP 47 tags the catalogues and Intl use; the cookie holds the spec's short codes (pt, en, es). */
export const LOCALES = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'pt-BR' satisfies Locale;
export const LANGUAGE_COOKIE = 'trilha_lang';

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

/** The language of this page load. */
export const currentLocale: Locale = typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie);
