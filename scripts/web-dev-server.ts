import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web');

/**
 * `pnpm dev`'s web client: Vite's dev server (hot reload) on the web port, in this process, told
 * where the API and realtime servers are through VITE_API_URL / VITE_REALTIME_URL ({host} is the
 * page's host name, so each tenant sub-domain reaches its own API host). Vite is apps/web's
 * dependency, so it is resolved from there.
 */
export async function startWebDevServer(o: {
  port: number;
  apiUrl: string;
  realtimeUrl: string;
  /** false: skip Vite's background dependency scan (a test that closes the server at once). */
  prebundle?: boolean;
}) {
  const portOf = (url: string) => new URL(url).port;
  process.env.VITE_API_URL = `http://{host}:${portOf(o.apiUrl)}`;
  process.env.VITE_REALTIME_URL = `http://{host}:${portOf(o.realtimeUrl)}`;
  const require = createRequire(join(WEB_ROOT, 'package.json'));
  // Typed here: the root package does not depend on vite, apps/web does.
  type DevServer = { listen(): Promise<unknown>; close(): Promise<void> };
  const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as {
    createServer(config: Record<string, unknown>): Promise<DevServer>;
  };
  const server = await vite.createServer({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    // As apps/web's build: the config imports the shared TypeScript schemas (build-plugins.ts).
    configLoader: 'runner',
    server: { port: o.port, strictPort: true },
    logLevel: 'warn',
    ...(o.prebundle === false ? { optimizeDeps: { noDiscovery: true, entries: [] } } : {}),
  });
  await server.listen();
  return { stop: () => server.close() };
}
