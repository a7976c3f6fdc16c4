import { z } from 'zod';

/**
 * The languages of what the platform writes for a person outside the screen (the CSV and PDF
 * exports: issue 29 item 20). The web keeps the same three in a cookie (apps/web/src/i18n/locale.ts,
 * `trilha_lang` = pt | en | es); the API reads it from the request that asks for a file and the job
 * carries it, so the worker writes the headers and labels in the requester's language.
 */
export const EXPORT_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type ExportLocale = (typeof EXPORT_LOCALES)[number];
export const DEFAULT_EXPORT_LOCALE: ExportLocale = 'pt-BR';
export const exportLocaleSchema = z.enum(EXPORT_LOCALES);

/** The web's language cookie (apps/web/src/i18n/locale.ts LANGUAGE_COOKIE) and its short codes. */
export const LANGUAGE_COOKIE = 'trilha_lang';
const LOCALE_OF: Record<string, ExportLocale> = { pt: 'pt-BR', 'pt-br': 'pt-BR', en: 'en', es: 'es' };

/**
 * The requester's language: the web's cookie first (what the screen shows), else the first
 * Accept-Language tag we write (an API client), else pt-BR.
 */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): ExportLocale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const l =
      LOCALE_OF[
        part
          .slice(eq + 1)
          .trim()
          .toLowerCase()
      ];
    if (l) return l;
  }
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const code = tag.split(';')[0]!.trim().toLowerCase();
    const l = LOCALE_OF[code] ?? LOCALE_OF[code.split('-')[0]!];
    if (l) return l;
  }
  return DEFAULT_EXPORT_LOCALE;
}
