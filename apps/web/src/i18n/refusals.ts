// A server refusal in the page's language. The API speaks pt-BR: `{ message, code, errors }`, the
// message being the text its error code declares (packages/shared/src/*/errors.ts, a MESSAGES entry),
// sometimes with values filled in ('o limite é de {limit}'). The web keys on the code: the code's
// declared text names the message, whose translation is in the catalogue (`messages.*`), and values
// the server filled in are carried over. Anything else (a code this build does not know, a zod
// field message) stays in the server's words.
import { ERRORS, MESSAGES } from '@trilha/shared/kernel';
import i18n from 'i18next';
import { currentLocale, DEFAULT_LOCALE } from './locale.ts';

const PLACEHOLDER = /\{\{?(\w+)\}?\}/g;
let keyOfText: Map<string, string> | undefined;

/** The MESSAGES key whose pt-BR text is `text` (built once, on the first refusal). */
function messageKey(text: string): string | undefined {
  keyOfText ??= new Map(Object.entries(MESSAGES).map(([k, v]) => [v as string, k]));
  return keyOfText.get(text);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values the server put in `template`'s placeholders, or undefined when `text` is not it. */
export function filledValues(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escape(part)))
    .join('');
  const m = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!m) return undefined;
  return Object.fromEntries(names.map((n, i) => [n, m[i + 1]!]));
}

/** `serverText`, the message of a refusal with `code`, in the page's language. */
export function refusalText(code: string | undefined, serverText: string, locale = currentLocale): string {
  if (locale === DEFAULT_LOCALE || !code || !serverText || !Object.hasOwn(ERRORS, code)) return serverText;
  const declared = ERRORS[code as keyof typeof ERRORS].message;
  const key = messageKey(declared);
  const values = filledValues(declared, serverText);
  if (!key || !values) return serverText;
  const translated = i18n.getResource(locale, 'translation', `messages.${key}`) as unknown;
  if (typeof translated !== 'string') return serverText;
  return translated.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * A text the server sent without a code (a success's `message`: 'Usuário criado com sucesso'), in
 * the page's language when it is one of MESSAGES word for word; anything else as sent.
 */
export function serverText(text: string, locale = currentLocale): string {
  if (locale === DEFAULT_LOCALE || !text) return text;
  const key = messageKey(text);
  const translated = key ? (i18n.getResource(locale, 'translation', `messages.${key}`) as unknown) : undefined;
  return typeof translated === 'string' ? translated : text;
}

/** The field messages of a refusal: those that are the code's own text are translated like it. */
export function refusalFields(
  code: string | undefined,
  errors: Record<string, string[]> | undefined,
  locale = currentLocale,
): Record<string, string[]> | undefined {
  if (!errors || locale === DEFAULT_LOCALE) return errors;
  return Object.fromEntries(Object.entries(errors).map(([f, list]) => [f, list.map((m) => refusalText(code, m, locale))]));
}
