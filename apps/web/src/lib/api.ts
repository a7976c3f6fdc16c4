// The one HTTP client. JSON in and out, bearer token from the session, errors as ApiError with the
// server's { message, code, errors }, responses checked against the shared zod schemas.
// No zod at run time here: the sign-in page loads this module before zod (docs/web-client.md
// "Code splitting"); a schema is whatever the caller passes (a zod schema, or lib/json-shape.ts).
import { COMMON_MESSAGES } from '@trilha/shared/kernel';
import { config } from './config.ts';
import { session } from './session.ts';
import { currentLocale, DEFAULT_LOCALE } from '../i18n/locale.ts';

type ErrorBody = { message?: string; code?: string; request_id?: string; errors?: Record<string, string[]> };

/**
 * The error body read leniently: `code` is kept as the server sent it, even a code this build of
 * the client does not know yet (the API gains domain codes over time), so a new code never turns a
 * readable error into an unreadable one. A body whose known fields have the wrong types is read as
 * empty. lib/api-errors.ts keys on it.
 */
export function readErrorBody(json: unknown): ErrorBody {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const { message, code, request_id, errors } = json as Record<string, unknown>;
  const optionalText = (v: unknown) => v === undefined || typeof v === 'string';
  const fieldMap =
    errors === undefined ||
    (typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every((m) => Array.isArray(m) && m.every((s) => typeof s === 'string')));
  if (!optionalText(message) || !optionalText(code) || !optionalText(request_id) || !fieldMap) return {};
  return { message, code, request_id, errors } as ErrorBody;
}

/** What checks a response: a shared zod schema, or a JSON shape checker (lib/json-shape.ts). */
export type ResponseSchema<T = unknown> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
};
type Checked<S> = S extends ResponseSchema<infer T> ? T : unknown;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    readonly requestId?: string,
    /** The whole error body (a bulk refusal's `failed` list lives there). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's own message, when it sent one (for toasts that prefer it). */
  get serverMessage(): string | undefined {
    return this.status > 0 && this.message ? this.message : undefined;
  }
}

type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export type RequestOptions<S extends ResponseSchema | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Send the bearer token (every call except GET /settings and POST /auth/login). */
  auth?: boolean;
  schema?: S;
  signal?: AbortSignal;
  /** A token other than the session's (Validate Session checks a handed-over one). */
  token?: string;
};

let onUnauthorized: ((notice?: string) => void) | undefined;
/**
 * The app decides what a 401 on an authenticated call does (clear the session, go to Login). A
 * suspended company (403 COMPANY_INACTIVE) ends the session the same way, with the server's
 * message as the notice Login shows.
 */
export function setUnauthorizedHandler(fn: (notice?: string) => void): void {
  onUnauthorized = fn;
}

export function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
    else url.searchParams.set(k, String(v));
  }
  return url.toString();
}

export async function request<S extends ResponseSchema | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<Checked<S>> {
  const { method = 'GET', body, query, auth = true, schema, signal } = opts;
  // The page's language (a CORS-safelisted header): the API renders what it can in it (notifications),
  // and a file it writes later (CSV, PDF) is in it too.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLocale };
  // FormData (file uploads) goes as multipart: the browser sets the content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const token = auth ? (opts.token ?? session.token()) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  // A call that needs the session, made once it is gone (a screen still on display while Sair
  // moves to Login): answered here as the server would (401 UNAUTHENTICATED), without a request
  // the server can only refuse and the console logs as a failed load (issue 29).
  if (auth && !token) throw new ApiError(401, COMMON_MESSAGES.unauthenticated, 'UNAUTHENTICATED');

  let res: Response;
  try {
    res = await fetch(buildUrl(config().apiUrl, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, '', 'NETWORK');
  }

  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }

  if (!res.ok) {
    const e = readErrorBody(json);
    if (auth && token && !opts.token) {
      if (res.status === 401) onUnauthorized?.();
      else if (e.code === 'COMPANY_INACTIVE') onUnauthorized?.(e.message);
    }
    // In English or Spanish, the refusal's own text in that language, keyed on the code
    // (i18n/refusals.ts, loaded only then); pt-BR is the server's.
    const { message, errors } =
      currentLocale === DEFAULT_LOCALE
        ? { message: e.message ?? '', errors: e.errors }
        : await import('../i18n/refusals.ts').then((r) => ({
            message: r.refusalText(e.code, e.message ?? ''),
            errors: r.refusalFields(e.code, e.errors),
          }));
    throw new ApiError(res.status, message, e.code, errors, e.request_id, json);
  }

  if (!schema) return json as never;
  const checked = schema.safeParse(json);
  if (!checked.success) {
    console.error(`Unexpected response from ${method} ${path}`, checked.error.issues);
    throw new ApiError(res.status, '', 'BAD_RESPONSE');
  }
  return checked.data as never;
}
