// Loaded with `--configLoader runner` (package.json scripts): build-plugins.ts imports the shared
// zod schemas, which are TypeScript, to turn them into JSON shapes at build time.
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { hostnameOf, policySourcesFromEnv, webSecurityHeaders } from '@trilha/shared/web-security';
import tailwindcss from '@tailwindcss/vite';
import { responseShapes, stripPermissionReasons } from './build-plugins.ts';

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
 * The production web server's security headers (docs/security.md "Security headers") on the dev
 * server too, so a policy problem shows while developing. Two additions only it needs: React
 * Refresh's inline preamble, allowed by its hash (never 'unsafe-inline'), and the HMR WebSocket.
 */
function devSecurityHeaders(): Plugin {
  const preamble = (react as unknown as { preambleCode: string }).preambleCode.replace('__BASE__', '/');
  const preambleHash = `'sha256-${createHash('sha256').update(preamble).digest('base64')}'`;
  return {
    name: 'trilha-dev-security-headers',
    apply: 'serve',
    configureServer(server) {
      const extra = policySourcesFromEnv(process.env);
      const policy = {
        apiUrl: process.env.VITE_API_URL ?? 'http://{host}:3333',
        realtimeUrl: process.env.VITE_REALTIME_URL ?? 'http://{host}:6001',
        extra: { ...extra, connect: [...(extra.connect ?? []), `ws://{host}:${server.config.server.port}`] },
        scriptHashes: [preambleHash],
      };
      server.middlewares.use((req, res, next) => {
        const headers = webSecurityHeaders(policy, { hostname: hostnameOf(req.headers.host), https: false });
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
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

/**
 * The kit pieces the sign-in page renders (and nearly every screen): one chunk of their own. Left
 * to the small-chunk merge, they were merged into whichever chunk a new screen shared them with
 * (a form helper, the avatar), which the sign-in page then had to load too.
 */
const UI_BASE = ['/src/ui/Button.tsx', '/src/ui/Spinner.tsx', '/src/ui/cx.ts'];

/** The built entry chunk (assets/index-<hash>.js): its dynamic imports preload nothing (see modulePreload). */
const isEntryChunk = (file: string) => /(^|\/)assets\/index-[\w-]+\.js$/.test(file);

/** The package a module belongs to (pnpm: the last node_modules/<name> of its path). */
function packageOf(id: string): string | undefined {
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return m?.[1];
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devRuntimeConfig(), devSecurityHeaders(), responseShapes(), stripPermissionReasons()],
  // `pnpm dev` runs this dev server on WEB_PORT (8080) beside the API (scripts/web-dev-server.ts);
  // a bare `vite` uses 5173, so it does not clash with a running `pnpm start`.
  server: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  preview: { port: 5173, host: true, allowedHosts: ['.localhost'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bundle-size.ts reads it to measure what the sign-in page loads.
    manifest: true,
    modulePreload: {
      // The entry's import() calls (every route's screen, every feature's strings: about 200) do
      // not carry the list of chunks to preload with them: those lists were 12 kB of the entry, 3 kB
      // gzip of the sign-in page (issue 29, docs/web-client.md "Code splitting"). A screen's own
      // imports then start when its chunk arrives (one round trip per level, cached afterwards);
      // imports made from lazily loaded chunks keep their lists.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && isEntryChunk(hostId) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // No small-chunk merge (it was 1 kB until issue 29): Rollup merged a small chunk into any
        // chunk whose side effects allowed it, and the entry and the sign-in chunks ended up
        // carrying other features' strings and their English and Spanish catalogues (2 kB gzip).
        // The kit pieces the sign-in page needs together are grouped by hand instead (UI_BASE).
        experimentalMinChunkSize: 0,
        manualChunks: (id) => {
          const pkg = packageOf(id);
          if (pkg) return CHUNK_OF.get(pkg);
          return UI_BASE.some((m) => id.endsWith(m)) ? 'ui-base' : undefined;
        },
      },
    },
  },
});
