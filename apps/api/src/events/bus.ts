// Publishing a domain event: a row in the outbox (domain_events) written in the publisher's own
// transaction, then the reactions that must commit with it. The relay delivers the rest.
import { Prisma } from '@trilha/db';
import { DOMAIN_EVENTS, type DomainEventName, type DomainEventPayload, type DomainEventReply } from '@trilha/shared/events';
import type { AppDeps, TenantTx } from '../deps.ts';
import { subscriberDeps, type AnySubscriber, type PublishedEvent, type SubscriberContext } from './subscriber.ts';

/** The channel PostgreSQL NOTIFYs on commit when an event awaits delivery (relay.ts LISTENs). */
export const OUTBOX_CHANNEL = 'trilha_domain_events';

/**
 * The outbox row of an event written by a statement of the use case's own (the outbox is the
 * platform's table: its SQL stays here). `insert` is a data-modifying CTE body: the event's row for
 * each row `from` yields, `payload` a jsonb expression over them, RETURNING id.
 */
export type OutboxStatement = {
  notifyChannel: string | null;
  insert(companyId: number, payload: Prisma.Sql, from: Prisma.Sql): Prisma.Sql;
};

export type DomainEventBus = {
  /**
   * Writes the event in `tx` (it exists if and only if the transaction commits) and runs the
   * in-transaction reactions; answers their merged reply.
   */
  publish<N extends DomainEventName>(
    tx: TenantTx,
    companyId: number,
    name: N,
    payload: DomainEventPayload<N>,
  ): Promise<Partial<DomainEventReply<N>>>;
  /**
   * For a use case that writes its event's outbox row inside a statement of its own (the ping's
   * one statement, docs/sessions.md): how the row is written (`pending` and NOTIFY on this
   * channel when an after-commit subscriber awaits it, else `delivered`). Throws for an event with
   * in-transaction subscribers: those need publish().
   */
  outbox(name: DomainEventName): OutboxStatement;
  /** The after-commit subscribers of an event (the relay's list). */
  afterCommit(name: DomainEventName): readonly AnySubscriber[];
  readonly subscribers: readonly AnySubscriber[];
};

export function createDomainEventBus(subscribers: readonly AnySubscriber[], deps: () => AppDeps): DomainEventBus {
  const names = new Set<string>();
  for (const s of subscribers) {
    if (names.has(s.name)) throw new Error(`Two subscribers are named ${s.name}`);
    names.add(s.name);
  }
  const of = (name: DomainEventName, phase: AnySubscriber['phase']) =>
    subscribers.filter((s) => s.event === name && s.phase === phase);
  const afterCommit = new Map(Object.keys(DOMAIN_EVENTS).map((n) => [n, of(n as DomainEventName, 'after-commit')]));
  const inTransaction = new Map(Object.keys(DOMAIN_EVENTS).map((n) => [n, of(n as DomainEventName, 'transaction')]));

  return {
    subscribers,
    afterCommit: (name) => afterCommit.get(name) ?? [],
    outbox(name) {
      if (inTransaction.get(name)?.length) throw new Error(`${name} has in-transaction subscribers: publish() it`);
      const notifyChannel = afterCommit.get(name)?.length ? OUTBOX_CHANNEL : null;
      return {
        notifyChannel,
        insert: (companyId, payload, from) => Prisma.sql`
          INSERT INTO domain_events (company_id, name, payload, status, delivered_at)
          SELECT ${companyId}, ${name}, ${payload},
                 ${notifyChannel === null ? Prisma.sql`'delivered'` : Prisma.sql`'pending'`}::"DomainEventStatus",
                 ${notifyChannel === null ? Prisma.sql`now()` : Prisma.sql`NULL`}
            ${from}
          RETURNING id`,
      };
    },
    async publish(tx, companyId, name, payload) {
      // A programming error, not bad input: the payload is built by the use case.
      const checked = DOMAIN_EVENTS[name].payload.parse(payload) as DomainEventPayload<typeof name>;
      const awaited = (afterCommit.get(name)?.length ?? 0) > 0;
      // One round trip. An event nobody awaits after commit is written delivered (the log of what
      // happened) and wakes no relay; NOTIFY is sent by PostgreSQL at commit, never before.
      const [row] = await tx.$queryRaw<{ id: bigint; created_at: Date }[]>(
        awaited
          ? Prisma.sql`WITH e AS (
              INSERT INTO domain_events (company_id, name, payload)
              VALUES (${companyId}, ${name}, ${JSON.stringify(checked)}::jsonb)
              RETURNING id, created_at)
            SELECT e.id, e.created_at FROM e, LATERAL (SELECT pg_notify(${OUTBOX_CHANNEL}, '')) n`
          : Prisma.sql`INSERT INTO domain_events (company_id, name, payload, status, delivered_at)
              VALUES (${companyId}, ${name}, ${JSON.stringify(checked)}::jsonb, 'delivered', now())
              RETURNING id, created_at`,
      );
      const event: PublishedEvent<typeof name> = { id: row!.id, name, companyId, payload: checked, createdAt: row!.created_at };
      const reply: Record<string, unknown> = {};
      for (const s of inTransaction.get(name) ?? []) {
        const part = await (s.handle as (ctx: SubscriberContext<typeof name>) => Promise<object | void>)({
          tx,
          deps: subscriberDeps(deps()),
          event,
        });
        if (part) Object.assign(reply, part);
      }
      return reply as Partial<DomainEventReply<typeof name>>;
    },
  };
}
