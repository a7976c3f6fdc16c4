// The schema half of the fuzz test (fuzz.test.ts): every operation of docs/openapi.json, a valid
// request built from its schemas alone, and hostile variants of it. Deterministic: valid strings
// come from fast-check with a fixed seed per value, variants in a fixed order, so every run sends
// the same requests.
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
};

type Doc = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema> };
};
type RawOperation = {
  'x-access'?: Access;
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    schema: JsonSchema;
    examples?: Record<string, { value?: unknown }>;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};

export type Access = 'global' | 'tenant' | 'authenticated' | { permission: string };
export type Param = { name: string; schema: JsonSchema; required: boolean };

export type Operation = {
  /** "POST /users/{id}": the document's own key for it. */
  id: string;
  method: string;
  path: string;
  access: Access;
  pathParams: Param[];
  query: Param[];
  json?: JsonSchema;
  multipart?: JsonSchema;
};

export function readOperations(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => {
            const schema = resolve(doc, p.schema);
            // A parameter's own examples (OpenAPI's Parameter Object) are the document's word on a
            // valid value too: a pattern may allow what a further rule refuses (a 31st of February).
            const examples = Object.values(p.examples ?? {}).map((e) => e.value);
            return {
              name: p.name,
              schema: schema.examples?.length || !examples.length ? schema : { ...schema, examples },
              required: !!p.required,
            };
          });
      const content = op.requestBody?.content ?? {};
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        access: op['x-access'] ?? (op.security ? 'authenticated' : 'tenant'),
        pathParams: pick('path'),
        query: pick('query'),
        json: content['application/json'] ? resolve(doc, content['application/json'].schema) : undefined,
        multipart: content['multipart/form-data'] ? resolve(doc, content['multipart/form-data'].schema) : undefined,
      });
    }
  }
  return ops;
}

/** The schema with every $ref replaced and an allOf of object parts merged into one object. */
export function resolve(doc: Doc, s: JsonSchema): JsonSchema {
  if (s.$ref) {
    const name = s.$ref.split('/').pop()!;
    return resolve(doc, { ...doc.components.schemas[name]!, ...(s.nullable ? { nullable: true } : {}) });
  }
  const out: JsonSchema = { ...s };
  if (s.allOf) {
    delete out.allOf;
    for (const part of s.allOf.map((p) => resolve(doc, p))) {
      Object.assign(out, { ...part, properties: { ...out.properties, ...part.properties } });
      out.required = [...new Set([...(out.required ?? []), ...(part.required ?? [])])];
    }
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, resolve(doc, v)]));
  if (out.items) out.items = resolve(doc, out.items);
  if (out.anyOf) out.anyOf = out.anyOf.map((v) => resolve(doc, v));
  return out;
}

export const ID_MAX = 2_147_483_647;
const isId = (s: JsonSchema) => s.type === 'integer' && s.maximum === ID_MAX;

export type SampleContext = {
  /** A record id a field of this name should reference (user_id → a user of the tenant), if known. */
  idFor(name: string): number | undefined;
  seq: () => number;
};

/** A value the schema accepts, derived from its rules only (pattern, format, bounds, enum). */
export function sample(s: JsonSchema, name: string, ctx: SampleContext): unknown {
  if (s.examples?.length) return s.examples[0];
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.anyOf)
    return sample(
      s.anyOf.find((b) => b.type !== 'null' && !(b.enum?.length === 1 && b.enum[0] === null)) ?? s.anyOf[0]!,
      name,
      ctx,
    );
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, k, ctx);
      // The spec's convention: X_confirmation repeats X.
      for (const k of Object.keys(out)) if (k.endsWith('_confirmation') && k.slice(0, -13) in out) out[k] = out[k.slice(0, -13)];
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? { type: 'string' }, name, ctx));
    case 'integer':
    case 'number': {
      if (isId(s)) return ctx.idFor(name) ?? 1;
      if (s.default !== undefined) return s.default;
      const min = s.minimum === undefined ? 1 : s.exclusiveMinimum ? s.minimum + 1 : s.minimum;
      return Math.min(Math.max(1, min), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return s.default ?? false;
    case 'string':
      return sampleString(s, ctx);
    default:
      return 'fuzz';
  }
}

function sampleString(s: JsonSchema, ctx: SampleContext): string {
  const n = ctx.seq();
  if (s.format === 'binary') return 'binary';
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  if (s.format === 'email') return `fuzz${n}@example.com`;
  if (s.pattern) {
    // Printable ASCII only: the point is a valid value, hostile ones come from the variants.
    const found = fc
      .sample(fc.stringMatching(new RegExp(s.pattern)), { seed: 1000 + n, numRuns: 50 })
      .find((v) => fits(v) && /^[\x20-\x7e]*$/.test(v));
    if (found !== undefined) return found;
  }
  const base = `Fuzz ${n}`;
  return base.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? base.length + (s.minLength ?? 0));
}

/** A JSON number (or any JSON text) written as is, for values JSON.stringify cannot make. */
export class RawJson {
  constructor(readonly text: string) {}
}
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v: unknown) => (v instanceof RawJson ? `\u0001RAW${raws.push(v.text) - 1}\u0001` : v));
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Hostile values for a value of this schema, most telling first. */
export function hostileValues(s: JsonSchema): unknown[] {
  const type = s.anyOf ? 'anyOf' : s.enum ? 'enum' : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return [
        2 ** 31,
        new RawJson('123456789012345678901234567890'),
        -1,
        1.5,
        new RawJson('1e400'),
        0,
        '1',
        null,
        [1],
        -(2 ** 31) - 1,
        true,
        { id: 1 },
      ];
    case 'string':
      return [
        'a\u0000b',
        'x'.repeat((s.maxLength ?? 255) + 1),
        123,
        ['x'],
        null,
        '',
        { a: 'b' },
        '\ud800\u202e💥',
        "'; DROP TABLE users; --",
        true,
        '   ',
      ];
    case 'enum':
      return ['nope', 'a\u0000', 1, null, [s.enum![0]]];
    case 'boolean':
      return ['maybe', 2, null, [true], 'true\u0000'];
    case 'anyOf':
      return ['maybe\u0000', { a: 1 }, [null], 2 ** 31];
    case 'array':
      return [
        'x',
        [],
        Array.from({ length: (s.maxItems ?? 100) + 1 }, () => 1),
        [null],
        { 0: 'x' },
        [2 ** 31],
        ['a\u0000'],
        [[[[[]]]]],
      ];
    case 'object':
      return ['x', [], null, 1];
    default:
      return ['a\u0000b', null, 2 ** 31];
  }
}

/** Hostile query-string values (already URL-encoded), by the parameter's schema. */
export function hostileQueryValues(s: JsonSchema): string[] {
  const common = ['a%00b', '%E0%A4%A', 'x'.repeat(8000), '%ED%A0%80'];
  const type = s.enum ? 'enum' : (s.type ?? (s.anyOf ? 'anyOf' : 'string'));
  if (type === 'integer' || type === 'number') {
    return ['2147483648', '99999999999999999999999', '-1', '1.5', 'abc', '', '1e400', 'Infinity', '0x10', ...common];
  }
  if (type === 'string') return ['x'.repeat((s.maxLength ?? 255) + 1), '', '%F0%9F%92%A5%E2%80%AE', ...common];
  return ['nope', '', ...common];
}

/** Interleaves lists (a0, b0, c0, a1, b1, …): every slot gets its most telling variants first. */
export function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** Paths to the leaves a body can be mutated at: its properties, and those of an array's first object. */
export function bodySlots(s: JsonSchema, prefix: (string | number)[] = []): { path: (string | number)[]; schema: JsonSchema }[] {
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.push({ path: [...prefix, k], schema: v });
    if (v.type === 'array' && v.items?.type === 'object' && prefix.length < 2) out.push(...bodySlots(v.items, [...prefix, k, 0]));
    if (v.type === 'object' && v.properties && prefix.length < 2) out.push(...bodySlots(v, [...prefix, k]));
  }
  return out;
}

export function setAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) {
    if (at[k] === null || typeof at[k] !== 'object') return copy;
    at = at[k] as Record<string | number, unknown>;
  }
  at[path[path.length - 1]!] = leaf;
  return copy;
}

export function deleteAt(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  delete at[path[path.length - 1]!];
  return copy;
}
