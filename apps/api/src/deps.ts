import type { Db } from '@trilha/db';
import type { ApiConfig } from './config.ts';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { ScopedDb } from './tenancy/scoped-db.ts';
import type { TenantCache } from './tenancy/tenant-cache.ts';

/** Publishes background jobs (implemented by @trilha/jobs: BullMQ or in-process). */
export interface JobPublisher {
  enqueue(name: string, payload: unknown): Promise<void>;
}

/** What use cases receive. `db` is unscoped: use it only for global data (users, companies). */
export type AppDeps = {
  config: ApiConfig;
  db: Db;
  scoped: ScopedDb;
  tenants: TenantCache;
  throttle: LoginThrottle;
  jobs: JobPublisher;
};
