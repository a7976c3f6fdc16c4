import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation compiled from the routes' zod response schemas: each schema becomes a
 * JSON schema (`z.toJSONSchema`, output side) and then a fast-json-stringify function, once per
 * schema. That replaces fastify-type-provider-zod's serializer, which runs a full zod parse of
 * every response before `JSON.stringify` (most of the per-request serialisation CPU on lists;
 * see docs/benchmarks.md). Validation and the OpenAPI document still come from the same zod
 * schemas; only how a response is written changes.
 *
 * What stays the same: only declared properties are written (fast-json-stringify drops the
 * others, as zod's strip did), optional properties that are undefined are left out, nulls stay
 * null, Dates become ISO strings. What it no longer does at run time: check values (ranges,
 * integers, enums). With `check` on (tests: NODE_ENV=test), every response is ALSO run through
 * zod and compared with the compiled output, so a handler that drifts from its schema, or a
 * schema the compiled writer renders differently, fails the test suite instead of production.
 */
type Serialize = (data: unknown) => string;

/** One compiled writer per zod schema object (errorResponseSchema serves most routes and statuses). */
const compiled = new WeakMap<z.ZodType, Serialize>();

/** The JSON schema a zod response schema is written with (everything inlined; no `$ref`s to resolve). */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any', // written with JSON.stringify, as before
    metadata: z.registry(), // ignore .meta({ id }): inline every component instead of $defs + $ref
    reused: 'inline',
    cycles: 'ref',
    override: (ctx) => {
      // z.date() outputs a Date: written as an ISO string, as JSON.stringify did.
      if (ctx.zodSchema._zod.def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return toNullable(json) as Record<string, unknown>;
}

/**
 * zod writes `.nullable()` as `type: [T, 'null']` or `anyOf: [T, { type: 'null' }]`; the second
 * makes fast-json-stringify pick a branch with ajv on every value. Both become T + `nullable: true`.
 */
function toNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : toNullable(v);
  const isNull = (s: unknown) => !!s && typeof s === 'object' && (s as { type?: unknown }).type === 'null';
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
    out.type = out.type.find((t) => t !== 'null');
    out.nullable = true;
  }
  if (Array.isArray(out.anyOf) && out.anyOf.length === 2 && out.anyOf.some(isNull)) {
    const other = out.anyOf.find((s) => !isNull(s)) as Record<string, unknown>;
    if (other.type !== undefined && other.anyOf === undefined && other.nullable === undefined) {
      delete out.anyOf;
      return { ...out, ...other, nullable: true };
    }
  }
  return out;
}

function compile(schema: z.ZodType): Serialize {
  let fn = compiled.get(schema);
  if (!fn) compiled.set(schema, (fn = fastJson(responseJsonSchema(schema)) as Serialize));
  return fn;
}

/** Fastify serializer compiler for zod response schemas; `check`: also zod-encode and compare (tests). */
export function createSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    // A plugin's own route may declare a plain JSON schema: compiled as Fastify would.
    if (!('_zod' in schema)) return fastJson(schema as object) as Serialize;
    const write = compile(schema);
    if (!opts.check) return write;
    return (data: unknown) => {
      const json = write(data);
      const expected = z.safeEncode(schema, data);
      if (expected.error) throw new ResponseSerializationError(method, url, { cause: expected.error });
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(expected.data)))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${json}, zod gives ${JSON.stringify(expected.data)}`);
      }
      return json;
    };
  };
}
