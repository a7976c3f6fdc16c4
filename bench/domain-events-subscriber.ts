// The bench's subscriber and harness (bench/domain-events.bench.ts and its relay child process):
// an after-commit reaction whose effect is idempotent (one row per event, ON CONFLICT DO NOTHING)
// and whose deliveries are counted apart (a redelivery counts again, its effect does not).
import { Prisma, createPrismaClient, createTenantDb, type Db, type TenantDb } from '@trilha/db';
import type { AppDeps } from '@trilha/api/deps';
import { createDomainEventBus } from '@trilha/api/events/bus';
import { startEventRelay, type RelayOptions } from '@trilha/api/events/relay';
import { defineSubscriber, type AnySubscriber } from '@trilha/api/events/subscriber';

export const benchSubscriber = defineSubscriber({
  name: 'bench.record-effect',
  event: 'points.awarded',
  phase: 'after-commit',
  async handle({ tx, event }) {
    // Latency: from the event's commit time (created_at, the publisher's transaction) to now.
    await tx.$executeRaw(Prisma.sql`
      INSERT INTO bench_event_effects (event_id, latency_ms)
      VALUES (${event.id}, extract(epoch FROM clock_timestamp() - ${event.createdAt}::timestamptz) * 1000)
      ON CONFLICT (event_id) DO NOTHING`);
    // One row per delivery, not a counter: a single counter row would be a lock every delivery
    // queues on, which real subscribers (keyed by user or item) do not have.
    await tx.$executeRaw(Prisma.sql`INSERT INTO bench_event_deliveries (event_id) VALUES (${event.id})`);
  },
}) as AnySubscriber;

export function benchClients(url: string): { db: Db; tenantDb: TenantDb } {
  const db = createPrismaClient(url, { max: 4 });
  const appUrl = Object.assign(new URL(url), { username: 'trilha_app', password: '' }).toString();
  return { db, tenantDb: createTenantDb({ url, appUrl, max: 10 }) };
}

export function benchBus(tenantDb: TenantDb) {
  const deps = { db: tenantDb } as unknown as AppDeps;
  return { deps, bus: createDomainEventBus([benchSubscriber], () => deps) };
}

export function benchRelay(db: Db, tenantDb: TenantDb, options: RelayOptions = {}) {
  const { deps, bus } = benchBus(tenantDb);
  return startEventRelay({ globalDb: db, deps, bus, logger: console, options: { pollMs: 200, ...options } });
}
