import { DEMO_USERS } from '@trilha/db/seed';
import { startPlatform } from './platform.ts';

/** `pnpm start`: the whole platform with the seeded demo tenant; prints URLs and demo logins. */
const env = process.env;
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
});

const lines = [
  '',
  'Trilha is running.',
  `  Web (demo tenant):  ${platform.webUrl('demo')}`,
  `  API:                ${platform.apiUrl.replace('127.0.0.1', 'demo.localhost')}  (docs: ${platform.apiUrl.replace('127.0.0.1', 'localhost')}/docs)`,
  `  Realtime:           ${platform.realtimeUrl}`,
  `  Database:           ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (.data/pglite)'}`,
  `  Jobs / realtime:    ${platform.redisUrl ? 'BullMQ + Redis adapter (REDIS_URL)' : 'in-process, single node'}`,
  ...(platform.mailDir ? [`  Outgoing e-mail:    saved to ${platform.mailDir}`] : []),
  '',
  'Demo logins (password for all: ' + (DEMO_USERS[0]?.password ?? '') + '):',
  ...DEMO_USERS.map((u) => `  ${u.type.padEnd(10)} ${u.email}`),
  '',
  'Ctrl+C stops.',
];
console.log(lines.join('\n'));

const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
