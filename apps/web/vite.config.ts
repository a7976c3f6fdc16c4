// Loaded with `--configLoader runner` (package.json scripts): it imports the shared zod schemas,
// which are TypeScript, to turn them into JSON shapes at build time (responseShapes below).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { toJSONSchema, type ZodType } from 'zod';
import { tenantSettingsSchema } from '@trilha/shared/tenancy';
import { SHAPE_KEYWORDS } from './src/lib/json-shape.ts';

/**
 * In production the platform's static server answers /config.js with the runtime URLs
 * (window.__TRILHA_CONFIG__). The dev server has none, so it answers an empty script
 * instead of index.html (which the browser would try to run as JavaScript).
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'trilha-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end('/* dev server: no runtime config, VITE_API_URL or the default applies */\n');
      });
    },
  };
}

/**
 * Responses the sign-in page checks before it renders, when zod is not loaded yet: their shared
 * zod schemas as JSON Schema, in the module `virtual:trilha/response-shapes` (checked by
 * src/lib/json-shape.ts). A keyword the checker does not know fails the build instead of being
 * ignored. Add a schema here only for what the entry reads; everything else loads zod with its screen.
 */
const RESPONSE_SHAPES: Record<string, ZodType> = { tenantSettings: tenantSettingsSchema };
const SHAPES_MODULE = 'virtual:trilha/response-shapes';

function shapeOf(name: string, schema: ZodType): unknown {
  const shape = toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (!SHAPE_KEYWORDS.includes(key)) throw new Error(`${name}: JSON Schema keyword "${key}" at ${path} is not checked by lib/json-shape.ts`);
      // The values of these are maps of names to schemas, not schemas.
      if (key === 'properties' || key === '$defs') for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`);
      else if (key !== 'enum' && key !== 'const' && key !== 'required') walk(value, `${path}.${key}`);
    }
  };
  walk(shape, name);
  return shape;
}

function responseShapes(): Plugin {
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
function stripPermissionReasons(): Plugin {
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  const isWhy = (p: Node) =>
    p.type === 'Property' && ((p.key as Node & { name?: string; value?: unknown }).name ?? (p.key as { value?: unknown }).value) === 'why';
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
            if (isWhy(p)) spans.push(i < props.length - 1 ? [p.start, props[i + 1]!.start] : [i > 0 ? props[i - 1]!.end : p.start, p.end]);
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

/**
 * Libraries grouped by what loads them together, so a release that changes app code leaves the
 * browser's cached vendor chunks valid. Everything the sign-in page does not need (forms, toasts,
 * realtime) stays out of the entry: those chunks load with the first screen that uses them.
 */
const VENDOR_CHUNKS: Record<string, string[]> = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router', 'cookie', 'set-cookie-parser'],
  data: ['@tanstack/query-core', '@tanstack/react-query', 'zod'],
  i18n: ['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'],
  forms: ['react-hook-form', '@hookform/resolvers'],
  toasts: ['sonner'],
  realtime: ['socket.io-client', 'socket.io-parser', 'engine.io-client', 'engine.io-parser', '@socket.io/component-emitter'],
};
const CHUNK_OF = new Map(Object.entries(VENDOR_CHUNKS).flatMap(([chunk, pkgs]) => pkgs.map((p) => [p, `vendor-${chunk}`])));

/** The package a module belongs to (pnpm: the last node_modules/<name> of its path). */
function packageOf(id: string): string | undefined {
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return m?.[1];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeConfig(), responseShapes(), stripPermissionReasons()],
  // 5173, not 8080: `pnpm dev` serves the built client on 8080. Open http://demo.localhost:5173.
  server: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  preview: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundle-size.ts reads it to measure what the sign-in page loads.
    manifest: true,
    rollupOptions: {
      output: {
        // Small shared modules (an icon, cx) are merged into a chunk that loads anyway, instead of
        // a request each, when that does not make any screen load code it would not run.
        experimentalMinChunkSize: 1_000,
        manualChunks: (id) => {
          const pkg = packageOf(id);
          return pkg ? CHUNK_OF.get(pkg) : undefined;
        },
      },
    },
  },
});
