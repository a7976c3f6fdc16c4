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

/**
 * The browser's own language (`navigator.languages`, most wanted first) when it is one we have:
 * en-US and en-GB are en, pt-PT is pt-BR, es-MX is es; none of them gives undefined.
 */
export function localeFromBrowser(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const found = LOCALE_OF[tag.split('-')[0]!.toLowerCase()];
    if (found) return found;
  }
  return undefined;
}

const hasLanguageCookie = (cookie: string) => cookie.split(';').some((p) => p.split('=')[0]!.trim() === LANGUAGE_COOKIE);

/**
 * The language of a page load: the cookie's when one was chosen (the selector), otherwise the
 * browser's when we have it, otherwise pt-BR (issue 29: an en-US browser's sign-in page is in
 * English before anyone chooses).
 */
export function pageLocale(cookie: string, languages: readonly string[]): Locale {
  if (hasLanguageCookie(cookie)) return localeFromCookie(cookie);
  return localeFromBrowser(languages) ?? DEFAULT_LOCALE;
}

/** The language of this page load. */
export const currentLocale: Locale =
  typeof document === 'undefined'
    ? DEFAULT_LOCALE
    : pageLocale(document.cookie, typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
