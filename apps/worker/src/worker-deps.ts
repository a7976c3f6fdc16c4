import type { TenantDb } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import type { Logger } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { Mailer } from './mailer.ts';
import type { AiWorkerConfig } from './jobs/ai/config.ts';

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
  links: WorkerLinks;
  /** The model endpoint and limits of the AI jobs (default: from the environment, OPENAI_* / AI_*). */
  ai?: AiWorkerConfig;
};

/** Where e-mailed links point; `{tenant}` is replaced by the company's sub-domain. */
export type WorkerLinks = {
  /** The web app (WEB_URL_TEMPLATE, as the API's). */
  webUrlTemplate: string;
  /** The API's public origin (API_URL_TEMPLATE): the one-click unsubscribe POST goes there. */
  apiUrlTemplate: string;
};
