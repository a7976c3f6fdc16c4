import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { buildApi, loadConfig } from '@trilha/api';
import type { Db } from '@trilha/db';

export type RecordedJob = { name: string; payload: unknown };

/** The API over a test database; jobs are recorded unless a publisher is given. */
export async function startTestApi(
  db: Db,
  o: { jobs?: { enqueue(name: string, payload: unknown): Promise<void> }; useRedis?: boolean } = {},
) {
  const jobs: RecordedJob[] = [];
  const redisUrl = inject('redisUrl');
  const redis = o.useRedis && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app: FastifyInstance = await buildApi({
    config: loadConfig({ WEB_URL_TEMPLATE: 'http://{tenant}.localhost:8080', LOG_LEVEL: 'silent' }),
    db,
    redis,
    logger: false,
    jobs: o.jobs ?? { enqueue: async (name, payload) => void jobs.push({ name, payload }) },
  });
  await app.ready();
  return {
    app,
    jobs,
    server: app.server,
    close: async () => {
      await app.close();
      redis?.disconnect();
    },
  };
}
