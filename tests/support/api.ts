import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApi, loadConfig } from '@trilha/api';
import type { Db, TenantDb } from '@trilha/db';

export type RecordedJob = { name: string; payload: unknown };

/**
 * The API over a test database: the only place tests build it (setupApiTest() calls it). Jobs are
 * recorded unless a publisher is given; Redis is used only when a URL is given; uploads go to a
 * temporary directory of its own, removed on close, never to the developer's .data/storage.
 */
export async function startTestApi(
  { db, tenantDb }: { db: Db; tenantDb: TenantDb },
  o: {
    jobs?: { enqueue(name: string, payload: unknown): Promise<void> };
    redisUrl?: string | null;
    /** Environment variables on top of the test defaults (e.g. TRUSTED_PROXIES). */
    env?: Record<string, string>;
  } = {},
) {
  const jobs: RecordedJob[] = [];
  const storageDir = await mkdtemp(join(tmpdir(), 'trilha-test-storage-'));
  const redis = o.redisUrl ? new Redis(o.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app: FastifyInstance = await buildApi({
    config: loadConfig({
      WEB_URL_TEMPLATE: 'http://{tenant}.localhost:8080',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: storageDir,
      ...o.env,
    }),
    db,
    tenantDb,
    redis,
    logger: false,
    jobs: o.jobs ?? { enqueue: async (name, payload) => void jobs.push({ name, payload }) },
  });
  await app.ready();
  return {
    app,
    jobs,
    server: app.server,
    storageDir,
    close: async () => {
      await app.close();
      redis?.disconnect();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
