// Build-time plugins of the web client that keep the sign-in page small (docs/web-client.md
// "Code splitting"). Used by vite.config.ts; shapeOf is also used by tests/web/json-shape.test.ts.
import type { Plugin } from 'vite';
import { toJSONSchema, type ZodType } from 'zod';
import { tenantSettingsSchema } from '@trilha/shared/tenancy';
import { SHAPE_KEYWORDS } from './src/lib/json-shape.ts';

/**
 * Responses the sign-in page checks before it renders, when zod is not loaded yet: their shared
 * zod schemas as JSON Schema, in the module `virtual:trilha/response-shapes` (checked by
 * src/lib/json-shape.ts). A keyword the checker does not know fails the build instead of being
 * ignored. Add a schema here only for what the entry reads; everything else loads zod with its screen.
 */
export const RESPONSE_SHAPES: Record<string, ZodType> = { tenantSettings: tenantSettingsSchema };
const SHAPES_MODULE = 'virtual:trilha/response-shapes';

/** A schema as the JSON shape lib/json-shape.ts checks; throws on a keyword it does not check. */
export function shapeOf(name: string, schema: ZodType): unknown {
  // `$schema` only names the JSON Schema dialect: not shipped.
  const { $schema: _dialect, ...shape } = toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (!SHAPE_KEYWORDS.includes(key))
        throw new Error(`${name}: JSON Schema keyword "${key}" at ${path} is not checked by lib/json-shape.ts`);
      // The values of these are maps of names to schemas, not schemas.
      if (key === 'properties' || key === '$defs') for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`);
      else if (key !== 'enum' && key !== 'const' && key !== 'required') walk(value, `${path}.${key}`);
    }
  };
  walk(shape, name);
  return shape;
}

export function responseShapes(): Plugin {
  return {
    name: 'trilha-response-shapes',
    resolveId: (id) => (id === SHAPES_MODULE ? `\0${SHAPES_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${SHAPES_MODULE}`) return;
      return Object.entries(RESPONSE_SHAPES)
        .map(([name, schema]) => `export const ${name} = ${JSON.stringify(shapeOf(name, schema))};`)
        .join('\n');
    },
  };
}

/**
 * The permissions' reasons (`why` in packages/shared/src/<domain>/permissions.ts) document the
 * policy (docs/permissions.md); the client only needs the roles. The build blanks each `why`
 * property out of those files (same length, so the source map stays right; the minifier drops the
 * spaces). scripts/bundle-size.ts fails when a reason is found in the built JavaScript.
 */
export function stripPermissionReasons(): Plugin {
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  const isWhy = (p: Node) =>
    p.type === 'Property' &&
    ((p.key as Node & { name?: string; value?: unknown }).name ?? (p.key as { value?: unknown }).value) === 'why';
  return {
    name: 'trilha-strip-permission-reasons',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/shared\/src\/[^/]+\/permissions\.ts$/.test(id)) return;
      const spans: [number, number][] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (typeof node !== 'object' || node === null) return;
        const n = node as Node;
        if (n.type === 'ObjectExpression') {
          const props = n.properties as Node[];
          props.forEach((p, i) => {
            // The property and the comma after it (up to the next property), or before it when last.
            if (isWhy(p))
              spans.push(i < props.length - 1 ? [p.start, props[i + 1]!.start] : [i > 0 ? props[i - 1]!.end : p.start, p.end]);
          });
        }
        for (const value of Object.values(n)) if (typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      if (spans.length === 0) return;
      let out = code;
      for (const [from, to] of spans) out = out.slice(0, from) + out.slice(from, to).replace(/[^\n]/g, ' ') + out.slice(to);
      return { code: out, map: null };
    },
  };
}
