// Reading an API failure (docs/web-client.md "Forms"): always by its `code` and its `errors` map,
// never by its message text. Works with the generic VALIDATION_FAILED + `errors` answers and with
// the domain codes (EMAIL_TAKEN, DOMAIN_TAKEN…) whose field the shared ERRORS table names.
// Pure: tests/web/kit-form-errors.test.ts.
import { ERRORS, type ErrorCode } from '@trilha/shared/kernel';
import { ApiError } from './api.ts';

/** The generic codes: their message says only "invalid data", the detail is in `errors`. */
const GENERIC_CODES: ReadonlySet<string> = new Set<ErrorCode>(['VALIDATION_FAILED', 'CONFLICT']);

const isKnownCode = (code: string | undefined): code is ErrorCode => !!code && Object.hasOwn(ERRORS, code);

/** The failure's code when the server sent one ('NETWORK' and 'BAD_RESPONSE' come from the client). */
export function errorCode(e: unknown): string | undefined {
  return e instanceof ApiError ? e.code : undefined;
}

/** True when the failure carries one of these codes. */
export function hasCode(e: unknown, ...codes: ErrorCode[]): boolean {
  const code = errorCode(e);
  return code !== undefined && (codes as string[]).includes(code);
}

export type FieldError = { field: string; message: string };

/**
 * The failure's messages that belong to form fields, first message per field, in the server's
 * order: the `errors` map, then the field a domain code names (ERRORS[code].field) when the map did
 * not already cover it. Fields the form does not have are left out (see `unplacedMessages`).
 */
export function fieldErrors(e: unknown, fields: readonly string[]): FieldError[] {
  if (!(e instanceof ApiError)) return [];
  const known = new Set(fields);
  const out = new Map<string, string>();
  for (const [field, messages] of Object.entries(e.errors ?? {}))
    if (known.has(field) && messages[0] && !out.has(field)) out.set(field, messages[0]);
  if (isKnownCode(e.code)) {
    const def = ERRORS[e.code];
    if (def.field && known.has(def.field) && !out.has(def.field)) out.set(def.field, e.serverMessage ?? def.message);
  }
  return [...out].map(([field, message]) => ({ field, message }));
}

/**
 * The server's own words for a failure: for a generic code, the first field message (the generic
 * message says nothing); for a domain code, its message (or the catalogue's, when the body had
 * none). Undefined when the server said nothing (network error, a body-less 5xx).
 */
export function serverDetail(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  if (e.code && GENERIC_CODES.has(e.code)) {
    const first = Object.values(e.errors ?? {}).flat()[0];
    if (first) return first;
  }
  if (e.serverMessage) return e.serverMessage;
  return isKnownCode(e.code) && e.status > 0 ? ERRORS[e.code].message : undefined;
}
