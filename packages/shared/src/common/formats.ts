import { z } from 'zod';

// Format rules written so that the server enforces them and the OpenAPI document (generated from
// the same schemas, input side) states them: a rule checked only inside a refinement or after a
// transform is invisible there. Each rule here is a regex, format or enum on the raw input.

/**
 * Text of which only the digits are kept ("(11) 98888-7777" → 11988887777), with `min` to `max`
 * digits. The pattern counts digits in the raw text, so it is the rule itself, not an
 * approximation; `onlyDigits` then keeps them.
 */
export const digitsPattern = (min: number, max: number = min): RegExp =>
  new RegExp(`^\\D*(?:\\d\\D*){${min === max ? min : `${min},${max}`}}$`);
export const onlyDigits = (v: string): string => v.replace(/\D/g, '');

/**
 * Required text that is trimmed first (`.trim().min(1)`): it must hold a character other than
 * whitespace. The same rule as a pattern, `.meta()`-ed on so the document states it.
 */
export const NON_BLANK = { pattern: '\\S' } as const;

/** The e-mail rule (zod's own regex), named `format: email` in the document too. */
export const EMAIL_FORMAT = { format: 'email', pattern: z.regexes.email.source } as const;

/**
 * A comma-separated list of names ("student,tutor"; spaces around each name allowed), at least one
 * unless `allowEmpty`, as one pattern: the document shows exactly which lists are accepted.
 */
export function namesListPattern(names: readonly string[], o: { allowEmpty?: boolean } = {}): RegExp {
  const one = ` *(?:${names.join('|')}) *`;
  return new RegExp(`^(?:${one}(?:,${one})*)${o.allowEmpty ? '?' : ''}$`);
}
export const splitNames = (v: string): string[] =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const TRUTHY = ['true', '1', 'yes', 'on'] as const;
const FALSY = ['false', '0', 'no', 'off'] as const;
/**
 * A yes/no that may come as text (a multipart form field, a query parameter): a JSON boolean or
 * one of the listed words, which the document lists too.
 */
export const flagSchema = z.union([
  z.boolean(),
  z.enum([...TRUTHY, ...FALSY]).transform((v) => (TRUTHY as readonly string[]).includes(v)),
]);
