// Checking a response before zod is loaded. The sign-in page must render without zod (docs/web-client.md
// "Code splitting"), yet what it reads before rendering (GET /settings) is checked like every other
// response. The build turns the shared zod schema into JSON Schema (vite.config.ts
// `responseShapes`, module `virtual:trilha/response-shapes`), and this checks a value against it:
// the zod schema stays the one source of truth, and only this small subset of JSON Schema ships.
// The build refuses a schema with a keyword outside SHAPE_KEYWORDS, so no constraint is ever
// silently skipped. tests/web/json-shape.test.ts compares the verdicts with zod's.

/** The JSON Schema a shared zod schema becomes (z.toJSONSchema, io: 'input'), as far as it is checked here. */
export type JsonShape = {
  $ref?: string;
  $defs?: Record<string, JsonShape>;
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonShape>;
  required?: string[];
  additionalProperties?: boolean | JsonShape;
  items?: JsonShape;
  anyOf?: JsonShape[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** Keywords this checker understands (the rest of a schema is refused at build time). */
export const SHAPE_KEYWORDS: readonly string[] = [
  '$schema',
  '$ref',
  '$defs',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  // annotations, no constraint
  'id',
  'title',
  'description',
];

const typeOf = (v: unknown): JsonType =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : (typeof v as JsonType);

/** The path of the first place where `value` does not match, or null when it matches. */
export function shapeMismatch(shape: JsonShape, value: unknown, root: JsonShape = shape, path = '$'): string | null {
  if (shape.$ref) {
    const target = root.$defs?.[shape.$ref.replace('#/$defs/', '')];
    if (!target) return `${path}: unknown $ref ${shape.$ref}`;
    return shapeMismatch(target, value, root, path);
  }
  if (shape.anyOf) return shape.anyOf.some((s) => !shapeMismatch(s, value, root, path)) ? null : path;
  if (shape.type) {
    const actual = typeOf(value);
    const allowed = Array.isArray(shape.type) ? shape.type : [shape.type];
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) return path;
  }
  if (shape.enum && !shape.enum.includes(value)) return path;
  if ('const' in shape && shape.const !== value) return path;
  if (typeof value === 'string') {
    if (shape.pattern && !new RegExp(shape.pattern).test(value)) return path;
    if (shape.minLength !== undefined && value.length < shape.minLength) return path;
    if (shape.maxLength !== undefined && value.length > shape.maxLength) return path;
  }
  if (typeof value === 'number') {
    if (shape.minimum !== undefined && value < shape.minimum) return path;
    if (shape.maximum !== undefined && value > shape.maximum) return path;
  }
  if (Array.isArray(value) && shape.items) {
    for (let i = 0; i < value.length; i++) {
      const bad = shapeMismatch(shape.items, value[i], root, `${path}[${i}]`);
      if (bad) return bad;
    }
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of shape.required ?? []) if (!Object.hasOwn(record, key)) return `${path}.${key}`;
    for (const [key, v] of Object.entries(record)) {
      const own = shape.properties?.[key];
      if (own) {
        const bad = shapeMismatch(own, v, root, `${path}.${key}`);
        if (bad) return bad;
      } else if (shape.additionalProperties === false) return `${path}.${key}`;
      else if (typeof shape.additionalProperties === 'object') {
        const bad = shapeMismatch(shape.additionalProperties, v, root, `${path}.${key}`);
        if (bad) return bad;
      }
    }
  }
  return null;
}

/**
 * A response checker for lib/api.ts `request(path, { schema })` made from a JSON shape: the same
 * `safeParse` contract as a zod schema; `T` is the shared schema's type (`z.infer`, a type import).
 */
export function shapeChecker<T>(shape: JsonShape) {
  return {
    safeParse: (value: unknown): { success: true; data: T } | { success: false; error: { issues: string } } => {
      const bad = shapeMismatch(shape, value);
      return bad ? { success: false, error: { issues: `does not match at ${bad}` } } : { success: true, data: value as T };
    },
  };
}
