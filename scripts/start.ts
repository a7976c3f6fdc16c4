import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO_USERS } from '@trilha/db/seed';
import { watchLaunchers } from './launcher-watch.ts';
import { startPlatform } from './platform.ts';
import { WEB_DIST } from './web-server.ts';
import { startWebDevServer } from './web-dev-server.ts';

/**
 * `pnpm start`: the whole platform with the seeded demo tenant, serving the built web client;
 * prints URLs and demo logins. `pnpm dev` (--dev): the same, with the web client from Vite's dev
 * server (hot reload) instead of a build, so a fresh clone needs no build step.
 */
const env = process.env;
const dev = process.argv.includes('--dev');
// Say so before migrating and seeding, not after: `pnpm start` builds first, a bare run may not.
if (!dev && !existsSync(join(WEB_DIST, 'index.html'))) {
  console.error(
    `The web client is not built (${WEB_DIST}/index.html is missing).\n` +
      'Run `pnpm start` (it builds it), `pnpm --filter @trilha/web build`, or `pnpm dev` (Vite dev server, no build).',
  );
  process.exit(1);
}
const smtp = env.SMTP_HOST
  ? { host: env.SMTP_HOST, port: Number(env.SMTP_PORT ?? 587), user: env.SMTP_USER, pass: env.SMTP_PASS, from: env.MAIL_FROM }
  : undefined;

const platform = await startPlatform({
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  apiPort: Number(env.API_PORT ?? 3333),
  realtimePort: Number(env.REALTIME_PORT ?? 6001),
  webPort: Number(env.WEB_PORT ?? 8080),
  dataDir: env.DATA_DIR,
  seed: env.SEED !== 'false',
  logLevel: env.LOG_LEVEL ?? 'warn',
  smtp,
  web: !dev,
});
const devWeb = dev
  ? await startWebDevServer({ port: Number(env.WEB_PORT ?? 8080), apiUrl: platform.apiUrl, realtimeUrl: platform.realtimeUrl })
  : null;

/** Relative to the working folder when inside it (.data/postgres/data), else absolute. */
const shortPath = (path: string): string =>
  relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path);

const lines = [
  '',
  'Trilha is running.',
  `  Web (demo tenant):  ${platform.webUrl('demo')}`,
  `  API:                ${platform.apiUrl.replace('127.0.0.1', 'demo.localhost')}  (docs: ${platform.apiUrl.replace('127.0.0.1', 'localhost')}/docs)`,
  `  Realtime:           ${platform.realtimeUrl}`,
  `  Database:           ${
    platform.database.kind === 'embedded'
      ? `embedded ${platform.database.version.split(' on ')[0]} on 127.0.0.1:${platform.database.port} (${shortPath(platform.database.pgdata)})`
      : 'PostgreSQL (DATABASE_URL)'
  }`,
  `  Jobs / realtime:    ${platform.redisUrl ? 'BullMQ + Redis adapter (REDIS_URL)' : 'in-process, single node'}`,
  ...(platform.mailDir ? [`  Outgoing e-mail:    saved to ${platform.mailDir}`] : []),
  '',
  'Demo logins (password for all: ' + (DEMO_USERS[0]?.password ?? '') + '):',
  ...DEMO_USERS.map((u) => `  ${u.type.padEnd(10)} ${u.email}`),
  '',
  'Ctrl+C stops.',
];
console.log(lines.join('\n'));

let stopping: Promise<void> | undefined;
const shutdown = () =>
  (stopping ??= (async () => {
    await devWeb?.stop();
    await platform.stop();
    process.exit(0);
  })());
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
process.once('SIGHUP', shutdown);
// A SIGTERM sent to `npx pnpm start` or `pnpm start` stops at the launcher (launcher-watch.ts).
watchLaunchers(() => {
  console.log('The command that started the platform has ended: stopping.');
  void shutdown();
});
