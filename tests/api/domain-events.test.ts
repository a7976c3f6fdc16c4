import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '@trilha/db';
import type { AppDeps } from '@trilha/api/deps';
import { createDomainEventBus } from '@trilha/api/events/bus';
import { startEventRelay, type EventRelay } from '@trilha/api/events/relay';
import { defineSubscriber, type AnySubscriber } from '@trilha/api/events/subscriber';
import { setupDbTest } from '../support/fixture.ts';
import { createDiscipline, createTenant, type TestTenant } from '../support/factories.ts';

// The outbox and its relay (apps/api/src/events): an event exists if and only if its transaction
// commits; the relay delivers it to the after-commit subscribers at least once, retries a failed
// delivery with back-off, takes back what a killed relay held once its lease ends, and two relays
// never deliver one event at the same time.
const t = setupDbTest();
let tenant: TestTenant;
const relays: EventRelay[] = [];
const silent = { error() {}, warn() {} };

beforeAll(async () => {
  tenant = await createTenant(t.db);
});
afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
  await t.db.domainEvent.deleteMany({});
});

const payload = (n: number) => ({
  user_id: 1,
  points: n,
  total: n,
  reason: 'test',
  subject_type: 'test',
  subject_id: n,
});

function harness(subscribers: AnySubscriber[], options: Parameters<typeof startEventRelay>[0]['options'] = {}) {
  const deps = { db: t.tenantDb } as unknown as AppDeps;
  const bus = createDomainEventBus(subscribers, () => deps);
  const relay = () => {
    const r = startEventRelay({ globalDb: t.db, deps, bus, logger: silent, options: { pollMs: 50, ...options } });
    relays.push(r);
    return r;
  };
  const publish = (n: number) =>
    runAsTenant(tenant.company.id, () =>
      t.tenantDb.$transaction((tx) => bus.publish(tx, tenant.company.id, 'points.awarded', payload(n))),
    );
  return { bus, relay, publish };
}

const recorder = (seen: number[], fail?: (n: number) => boolean) =>
  defineSubscriber({
    name: `test.recorder.${Math.random()}`,
    event: 'points.awarded',
    phase: 'after-commit',
    async handle({ event, tx, afterCommit }) {
      // Reads through the tenant transaction: the relay runs subscribers as the event's tenant.
      await tx.discipline.count();
      if (fail?.(event.payload.points)) throw new Error(`refused ${event.payload.points}`);
      // Recorded once the delivery committed, as a real effect would be (a batch that failed
      // leaves none).
      afterCommit(() => seen.push(event.payload.points));
    },
  }) as AnySubscriber;

describe('outbox', () => {
  it('an event of a rolled-back transaction never exists; a committed one does, pending', async () => {
    const { bus } = harness([recorder([])]);
    await expect(
      runAsTenant(tenant.company.id, () =>
        t.tenantDb.$transaction(async (tx) => {
          await bus.publish(tx, tenant.company.id, 'points.awarded', payload(1));
          throw new Error('the use case fails after publishing');
        }),
      ),
    ).rejects.toThrow('the use case fails');
    expect(await t.db.domainEvent.count()).toBe(0);
    await runAsTenant(tenant.company.id, () =>
      t.tenantDb.$transaction((tx) => bus.publish(tx, tenant.company.id, 'points.awarded', payload(2))),
    );
    expect(await t.db.domainEvent.findMany()).toEqual([
      expect.objectContaining({ companyId: tenant.company.id, name: 'points.awarded', status: 'pending', attempts: 0 }),
    ]);
  });

  it('a payload of the wrong shape is refused before anything is written', async () => {
    const { bus } = harness([]);
    await expect(
      runAsTenant(tenant.company.id, () =>
        t.tenantDb.$transaction((tx) =>
          bus.publish(tx, tenant.company.id, 'points.awarded', { ...payload(1), points: 'dez' } as never),
        ),
      ),
    ).rejects.toThrow();
    expect(await t.db.domainEvent.count()).toBe(0);
  });

  it('an event no after-commit subscriber awaits is written delivered (a log), and wakes no relay', async () => {
    const { bus } = harness([]);
    await runAsTenant(tenant.company.id, () =>
      t.tenantDb.$transaction((tx) => bus.publish(tx, tenant.company.id, 'points.awarded', payload(3))),
    );
    expect(await t.db.domainEvent.findFirst()).toMatchObject({ status: 'delivered', deliveredAt: expect.any(Date) });
  });
});

describe('relay', () => {
  it('delivers every committed event once, woken by the commit', async () => {
    const seen: number[] = [];
    const h = harness([recorder(seen)], { pollMs: 60_000 }); // no poll: only NOTIFY can wake it
    const relay = h.relay();
    await new Promise((r) => setTimeout(r, 200)); // its LISTEN connection is up
    for (let n = 1; n <= 20; n++) await h.publish(n);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(20);
    await relay.drain();
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await t.db.domainEvent.count({ where: { status: 'delivered' } })).toBe(20);
  });

  it('retries a failed delivery with back-off, records the error, and sets it aside after the last attempt', async () => {
    const seen: number[] = [];
    let refusals = 0;
    // Refused twice: in its batch with event 1 (which then runs again, alone) and alone.
    const h = harness([recorder(seen, (n) => n === 2 && refusals++ < 2)], { maxAttempts: 2 });
    await h.publish(1);
    await h.publish(2);
    const relay = h.relay();
    await relay.drain();
    expect(seen).toEqual([1]);
    const failed = await t.db.domainEvent.findFirstOrThrow({ where: { status: 'pending' } });
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringContaining('refused 2') });
    expect(failed.availableAt.getTime()).toBeGreaterThan(Date.now()); // back-off: not at once
    // Due again: the second attempt succeeds (the subscriber refused only once).
    await t.db.domainEvent.updateMany({ where: { id: failed.id }, data: { availableAt: new Date(Date.now() - 1) } });
    await relay.drain();
    expect(seen).toEqual([1, 2]);

    await relay.stop();
    // A subscriber that always fails: after maxAttempts the event is kept as failed, not retried.
    const always = harness([recorder([], () => true)], { maxAttempts: 2 });
    await always.publish(9);
    const r2 = always.relay();
    for (let i = 0; i < 2; i++) {
      await t.db.domainEvent.updateMany({ where: { status: 'pending' }, data: { availableAt: new Date(Date.now() - 1) } });
      await r2.drain();
    }
    expect(await t.db.domainEvent.findFirstOrThrow({ where: { payload: { path: ['points'], equals: 9 } } })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
  });

  it("one tenant's events share one transaction", async () => {
    const transactions = new Set<string>();
    const h = harness([
      defineSubscriber({
        name: 'test.txid',
        event: 'points.awarded',
        phase: 'after-commit',
        async handle({ tx }) {
          const [row] = await tx.$queryRaw<{ txid: string }[]>`SELECT txid_current()::text AS txid`;
          transactions.add(row!.txid);
        },
      }) as AnySubscriber,
    ]);
    for (const n of [1, 2, 3, 4, 5]) await h.publish(n);
    await h.relay().drain();
    expect(transactions.size).toBe(1);
    expect(await t.db.domainEvent.count({ where: { status: 'delivered' } })).toBe(5);
  });

  it('a failing event rolls back only its own writes and after-commit steps; its neighbours commit', async () => {
    const discipline = await createDiscipline(t.db, tenant, { name: 'D' });
    const steps: number[] = [];
    const h = harness([
      defineSubscriber({
        name: 'test.append-name',
        event: 'points.awarded',
        phase: 'after-commit',
        async handle({ event, tx, afterCommit }) {
          const n = event.payload.points;
          await tx.$executeRaw`UPDATE disciplines SET name = name || ${String(n)} WHERE id = ${discipline.id}`;
          afterCommit(() => steps.push(n));
          if (n === 2) throw new Error('refused 2');
        },
      }) as AnySubscriber,
    ]);
    for (const n of [1, 2, 3]) await h.publish(n);
    await h.relay().drain();
    // 1 and 3 committed together; 2's write and its after-commit step are gone, it waits to retry.
    expect((await t.db.discipline.findFirstOrThrow({ where: { id: discipline.id } })).name).toBe('D13');
    expect(steps).toEqual([1, 3]);
    expect(await t.db.domainEvent.count({ where: { status: 'delivered' } })).toBe(2);
    expect(await t.db.domainEvent.findFirstOrThrow({ where: { status: 'pending' } })).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('refused 2'),
    });
  });

  it('an event claimed by a relay that died is delivered by another once the lease ends', async () => {
    const seen: number[] = [];
    const h = harness([recorder(seen)]);
    await h.publish(5);
    // What a killed relay leaves: the claim (attempts + 1, leased) and no delivery. The lease is
    // long enough to see the new relay leave it alone, whatever the machine's load.
    await t.db.$executeRaw`UPDATE domain_events SET attempts = attempts + 1, available_at = now() + interval '2 seconds'`;
    const relay = h.relay();
    await relay.drain();
    expect(seen).toEqual([]); // still leased
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([5]);
    // Marked delivered once its batch is done, a moment after the subscriber ran.
    await expect.poll(async () => (await t.db.domainEvent.findFirstOrThrow()).status, { timeout: 10_000 }).toBe('delivered');
    expect(await t.db.domainEvent.findFirstOrThrow()).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('two relays share 200 events and deliver each exactly once', async () => {
    const seen: number[] = [];
    const h = harness([recorder(seen)], { batch: 10 });
    for (let n = 1; n <= 200; n++) await h.publish(n);
    const [a, b] = [h.relay(), h.relay()];
    await Promise.all([a.drain(), b.drain()]);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(200);
    expect(new Set(seen).size).toBe(200);
  });
});
