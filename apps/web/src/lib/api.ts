// The one HTTP client. JSON in and out, bearer token from the session, errors as ApiError with the
// server's { message, code, errors }, responses checked against the shared zod schemas. Files go
// through it too: requestBlob (a download with the token) and upload (multipart with progress)
// share request()'s sign-out on 401 and its translated refusals.
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

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

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

/** The session's token for a call that needs one; none: answered here as the server would (401). */
function tokenFor(auth: boolean, override: string | undefined): string | null {
  const token = auth ? (override ?? session.token()) : null;
  // A call that needs the session, made once it is gone (a screen still on display while Sair
  // moves to Login): answered here as the server would (401 UNAUTHENTICATED), without a request
  // the server can only refuse and the console logs as a failed load (issue 29).
  if (auth && !token) throw new ApiError(401, COMMON_MESSAGES.unauthenticated, 'UNAUTHENTICATED');
  return token;
}

/**
 * A refusal as an ApiError, the same for JSON calls, downloads and uploads. With the session's own
 * token, a 401 ends the session, and so does a suspended company (403 COMPANY_INACTIVE, with the
 * server's message as the notice Login shows).
 */
async function refusal(status: number, json: unknown, signOut: boolean): Promise<ApiError> {
  const e = readErrorBody(json);
  if (signOut) {
    if (status === 401) onUnauthorized?.();
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
  return new ApiError(status, message, e.code, errors, e.request_id, json);
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

function checked<T>(schema: ResponseSchema<T> | undefined, json: unknown, status: number, what: string): T {
  if (!schema) return json as T;
  const result = schema.safeParse(json);
  if (!result.success) {
    console.error(`Unexpected response from ${what}`, result.error.issues);
    throw new ApiError(status, '', 'BAD_RESPONSE');
  }
  return result.data;
}

/** Sends a call; an answer outside 2xx is thrown as its refusal. */
async function send(path: string, opts: RequestOptions<ResponseSchema | undefined>, accept: string): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal } = opts;
  // The page's language (a CORS-safelisted header): the API renders what it can in it (notifications),
  // and a file it writes later (CSV, PDF) is in it too.
  const headers: Record<string, string> = { accept, 'accept-language': currentLocale };
  // FormData (file uploads) goes as multipart: the browser sets the content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const token = tokenFor(auth, opts.token);
  if (token) headers.authorization = `Bearer ${token}`;

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
  if (!res.ok) throw await refusal(res.status, parseJson(await res.text()), Boolean(auth && token && !opts.token));
  return res;
}

export async function request<S extends ResponseSchema | undefined = undefined>(
  path: string,
  opts: RequestOptions<S> = {},
): Promise<Checked<S>> {
  const res = await send(path, opts, 'application/json');
  return checked(opts.schema, parseJson(await res.text()), res.status, `${opts.method ?? 'GET'} ${path}`) as never;
}

/** The file name a Content-Disposition header gives (RFC 6266: the UTF-8 `filename*` first), or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * GETs a file with the session's token (private files, CSV and PDF exports: an <a href> straight
 * at the API would arrive without it), as a Blob and the name the server gave it (null when the
 * server gave none, or the browser does not let the page read Content-Disposition). Refusals are
 * request()'s: ApiError, translated, a 401 signs out.
 */
export async function requestBlob(
  path: string,
  opts?: { query?: Query; signal?: AbortSignal },
): Promise<{ blob: Blob; filename: string | null }> {
  return fileOf(await send(path, { query: opts?.query, signal: opts?.signal }, '*/*'));
}

/** A file a POST answers (question exports: the body names the questions), as requestBlob. */
export async function postForBlob(
  path: string,
  body?: unknown,
  opts?: { signal?: AbortSignal },
): Promise<{ blob: Blob; filename: string | null }> {
  return fileOf(await send(path, { method: 'POST', body, signal: opts?.signal }, '*/*'));
}

const fileOf = async (res: Response) => ({
  blob: await res.blob(),
  filename: dispositionFilename(res.headers.get('content-disposition')),
});

export type UploadProgress = { loaded: number; total: number };

/**
 * POSTs a multipart body with the session's token and reports how much of it went (fetch has no
 * upload progress; XMLHttpRequest does): `onProgress` gets bytes sent so far. The answer is
 * checked against `schema` and refusals are request()'s (ApiError, translated, a 401 signs out).
 */
export function upload<S extends ResponseSchema | undefined = undefined>(
  path: string,
  body: FormData,
  o: { schema?: S; onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Checked<S>> {
  return new Promise((resolve, reject) => {
    const token = tokenFor(true, undefined);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(config().apiUrl, path));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) o.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    o.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onerror = () => reject(new ApiError(0, '', 'NETWORK'));
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return void refusal(xhr.status, json, true).then(reject);
      try {
        resolve(checked(o.schema, json, xhr.status, `POST ${path}`) as Checked<S>);
      } catch (e) {
        reject(e);
      }
    };
    xhr.send(body);
  });
}
