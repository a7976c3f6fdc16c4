import type { TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import type { Logger } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { Mailer } from './mailer.ts';

/**
 * What job handlers receive: one of each seam, built once in worker.ts. Tenant data only through
 * the tenant-bound client, inside runAsTenant(payload.company_id, …): a job runs for one company,
 * under row-level security, like a request. There is no platform-wide client here (and lint keeps
 * jobs from opening one: eslint.config.js).
 */
export type WorkerDeps = {
  /** Jobs that need it are registered only with it. */
  tenantDb?: TenantDb;
  /** Where jobs write files (the API's storage: same STORAGE_DIR or bucket). */
  storage?: FileStorage;
  mailer: Mailer;
  emitter: RealtimeEmitter;
  logger?: Logger;
};
