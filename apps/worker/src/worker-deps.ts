import type { Db, TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/api/storage/storage';
import type { Logger } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { Mailer } from './mailer.ts';

/** What job handlers receive: one of each seam, built once in worker.ts. */
export type WorkerDeps = {
  db: Db;
  /** Tenant data is read through it inside runAsTenant(payload.company_id, …); jobs that need it are registered only with it. */
  tenantDb?: TenantDb;
  /** Where jobs write files (the API's storage: same STORAGE_DIR or bucket). */
  storage?: FileStorage;
  mailer: Mailer;
  emitter: RealtimeEmitter;
  logger?: Logger;
};
