import { createWebServer, webSecurityFromEnv } from './web-server.ts';

/** Standalone web server (compose's `web` service). */
const port = Number(process.env.WEB_PORT ?? 8080);
const web = await createWebServer({
  runtime: {
    apiUrl: process.env.API_URL ?? 'http://{host}:3333',
    realtimeUrl: process.env.REALTIME_URL ?? 'http://{host}:6001',
    accessAsExitUrl: process.env.ACCESS_AS_EXIT_URL || undefined,
  },
  security: webSecurityFromEnv(),
});
// WEB_HOST: 127.0.0.1 behind a proxy on the same machine (tests/support/topology.ts).
await web.listen({ port, host: process.env.WEB_HOST ?? '0.0.0.0' });
console.log(`web listening on :${port}`);
const stop = async () => {
  await web.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
