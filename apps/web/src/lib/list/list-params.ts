// A list's state in the URL, read and written with the shared query schema of its endpoint
// (listUsersQuerySchema, listCompaniesQuerySchema…): the schema that checks `GET /users?…` on the
// server also parses `/users?…` in the browser, so page sizes, defaults and accepted values come
// from @trilha/shared. The URL and the API query use the same strings. Pure: tests/web/kit-list-params.test.ts.
import type { z } from 'zod';

/** A list endpoint's query schema: an object whose fields parse query-string values. */
export type ListQuerySchema = z.ZodObject;
export type ListParams<S extends ListQuerySchema> = z.output<S>;
/** Screen-level defaults the API does not have (the companies list shows active ones unless told). */
export type ListDefaults<S extends ListQuerySchema> = Partial<ListParams<S>>;
type Encoded = Record<string, string | string[]>;

const fieldsOf = (schema: ListQuerySchema) => schema.shape as Record<string, z.ZodType>;

/** What the URL holds for a key: nothing, one value, or the repeated values (`tags_ids[]=1&tags_ids[]=2`). */
function rawValue(search: URLSearchParams, key: string): string | string[] | undefined {
  const values = search.getAll(key).filter((v) => v.trim() !== '');
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

/** A field's value when the URL has none or an unusable one: the screen's default, else the schema's. */
function fallback(field: z.ZodType, key: string, defaults: Record<string, unknown>): unknown {
  if (defaults[key] !== undefined) return defaults[key];
  const d = field.safeParse(undefined);
  return d.success ? d.data : undefined;
}

/**
 * The list's params from the URL. Each field is parsed on its own, so one bad value (`?page=-2`,
 * `?role=chefe`) falls back to its default instead of discarding the rest.
 */
export function parseListParams<S extends ListQuerySchema>(
  schema: S,
  search: URLSearchParams,
  defaults: ListDefaults<S> = {},
): ListParams<S> {
  const out: Record<string, unknown> = {};
  const d = defaults as Record<string, unknown>;
  for (const [key, field] of Object.entries(fieldsOf(schema))) {
    const raw = rawValue(search, key);
    const parsed = raw === undefined ? undefined : field.safeParse(raw);
    const value = parsed?.success && !isBlank(parsed.data) ? parsed.data : fallback(field, key, d);
    if (value !== undefined) out[key] = value;
  }
  return out as ListParams<S>;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  return a === b;
}

/**
 * One value as query-string text the field parses back to the same value: scalars as text; arrays
 * comma-joined when the field reads them that way (`role=student,tutor`), else repeated
 * (`tags_ids[]=1&tags_ids[]=2`). Checked against the schema, so the URL always round-trips.
 */
function encodeValue(field: z.ZodType, value: unknown): string | string[] | undefined {
  if (isBlank(value)) return undefined;
  const candidates: Array<string | string[]> = Array.isArray(value)
    ? [value.map(String).join(','), value.map(String)]
    : [String(value)];
  for (const c of candidates) {
    const back = field.safeParse(Array.isArray(c) && c.length === 1 ? c[0] : c);
    if (back.success && sameValue(back.data, value)) return c;
  }
  throw new Error(`List value ${JSON.stringify(value)} does not round-trip through its query schema`);
}

/** Every param as query-string values (what the API is sent: page and page size included). */
export function encodeListParams<S extends ListQuerySchema>(schema: S, params: ListParams<S>): Encoded {
  const out: Encoded = {};
  for (const [key, field] of Object.entries(fieldsOf(schema))) {
    const encoded = encodeValue(field, (params as Record<string, unknown>)[key]);
    if (encoded !== undefined) out[key] = encoded;
  }
  return out;
}

/** The URL's search for these params: only what differs from the defaults, so `/users` stays `/users`. */
export function listSearch<S extends ListQuerySchema>(
  schema: S,
  params: ListParams<S>,
  defaults: ListDefaults<S> = {},
): URLSearchParams {
  const base = parseListParams(schema, new URLSearchParams(), defaults) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(encodeListParams(schema, params))) {
    const current = (params as Record<string, unknown>)[key];
    if (sameValue(current, base[key])) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  return search;
}

/**
 * The params after a change: filters move the list back to its first page (page 2 of the old
 * results means nothing in the new ones); a change of page alone keeps the filters.
 */
export function nextListParams<P extends object>(params: P, patch: Partial<P>): P {
  const next = { ...params, ...patch } as Record<string, unknown>;
  if (!('page' in patch)) next.page = 1;
  for (const [k, v] of Object.entries(next)) if (isBlank(v)) delete next[k];
  return next as P;
}

/** True when a filter (anything but paging) differs from the list's defaults: "no results" vs "nothing yet". */
export function isFiltered<S extends ListQuerySchema>(schema: S, params: ListParams<S>, defaults: ListDefaults<S> = {}): boolean {
  const base = parseListParams(schema, new URLSearchParams(), defaults) as Record<string, unknown>;
  return Object.keys(fieldsOf(schema)).some(
    (key) => key !== 'page' && key !== 'per_page' && !sameValue((params as Record<string, unknown>)[key], base[key]),
  );
}
