/**
 * The worker process of `pnpm bench:student-logs-pdf`: the real createWorker (BullMQ on REDIS_URL,
 * the tenant client, local-disk storage) with its live events published on Redis under
 * REALTIME_REDIS_KEY (the bench counts the `.pdf.created` it sends), nothing else in the process,
 * so its RSS is the worker's. Env: DATABASE_URL, REDIS_URL, QUEUE_PREFIX, STORAGE_DIR,
 * REALTIME_REDIS_KEY. Tells the parent "ready" once consuming.
 */
import { createTenantDb } from '@trilha/db';
import { createEmitter } from '@trilha/realtime-emitter';
import { createLocalDiskStorage } from '@trilha/storage';
import { createWorker } from '@trilha/worker';

const url = process.env.DATABASE_URL!;
const tenantDb = createTenantDb({ url, max: 2 });
const emitter = createEmitter({ redisUrl: process.env.REDIS_URL, redisKey: process.env.REALTIME_REDIS_KEY });
const worker = createWorker({
  tenantDb,
  storage: createLocalDiskStorage({ dir: process.env.STORAGE_DIR!, publicUrlTemplate: 'http://{tenant}.localhost/storage' }),
  redisUrl: process.env.REDIS_URL,
  queuePrefix: process.env.QUEUE_PREFIX,
  emitter,
  concurrency: 1,
  smtp: { host: '127.0.0.1', port: 1, secure: false, from: 'Trilha <no-reply@trilha.local>' },
});
process.send?.('ready');
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await worker.close();
  await emitter.close();
  await tenantDb.$disconnect();
  process.exit(0);
});
