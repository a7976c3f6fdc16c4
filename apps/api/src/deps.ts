import type { Db, TenantDb } from '@trilha/db';

/** The tenant-bound client inside `deps.db.$transaction(async (tx) => …)`: still scoped to the tenant. */
export type TenantTx = Omit<TenantDb, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends' | '$use'>;
import type { JobQueue } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { ApiConfig } from './config.ts';
import type { DomainEventBus } from './events/bus.ts';
import type { ItemKindRegistry } from './kit/item-kinds.ts';
import type { DisciplineCopyStep } from './kit/discipline-copy.ts';
import type { Exports } from './kit/exports.ts';
import type { Throttle } from './http/throttle.ts';
import type { TenantCache } from './tenancy/tenant-cache.ts';
import type { FileStorage } from '@trilha/storage';

/** Enqueues background jobs: only names defined in @trilha/shared/jobs, with their payload shape. */
export type JobPublisher = Pick<JobQueue, 'enqueue'>;
/**
 * Publishes live events (only names a domain declares in @trilha/shared/<domain>/live.ts, with their payload
 * shape) and ends the live sockets of revoked tokens.
 */
export type EventPublisher = Pick<RealtimeEmitter, 'emit' | 'toUser' | 'endSessions'>;

/** What route handlers and use cases receive: one of each seam, built once in app.ts. */
export type AppDeps = {
  config: ApiConfig;
  /**
   * The tenant-bound client use cases query through: every tenant-owned model is confined to the
   * request's tenant (company_id added to every filter and row), inside transactions too, and the
   * connection runs as the non-superuser app role under PostgreSQL row-level security.
   */
  db: TenantDb;
  /**
   * The platform-wide client (table owner, no row-level security). Only the global domains
   * (eslint.config.js `GLOBAL_DB_DOMAINS`: auth, users, companies, consumers, integrations, admin)
   * and the HTTP/tenancy layer may touch it; lint fails anywhere else.
   */
  globalDb: Db;
  tenants: TenantCache;
  /** Rate limits and the sign-in delay (http/throttle.ts), in Redis when configured. */
  throttle: Throttle;
  jobs: JobPublisher;
  events: EventPublisher;
  /** Domain events: `publish(tx, companyId, name, payload)` inside the use case's transaction. */
  domainEvents: Pick<DomainEventBus, 'publish' | 'outbox'>;
  /** Every material item kind's hooks (kit/item-kinds.ts), registered by the domains' `itemKinds`. */
  itemKinds: ItemKindRegistry;
  /** Every owner's part of a discipline's deep copy, in order (kit/discipline-copy.ts). */
  disciplineCopy: readonly DisciplineCopyStep[];
  /** The exports module (domains/exports): records, finds and serves every kind of export file. */
  exports: Exports;
  storage: FileStorage;
  /** Readiness checks beyond the database (Redis when used). */
  readiness: Record<string, () => Promise<void>>;
};
