// A subscriber: one domain's reaction to another's fact, declared in the reacting domain's folder
// in a file named after the event (`domains/grades/on-attempt-finished.ts`) and listed in that
// domain's `subscribers` (kit/domain.ts). The publishing domain never imports it.
import type { DomainEventName, DomainEventPayload, DomainEventReply } from '@trilha/shared/events';
import type { AppDeps, TenantTx } from '../deps.ts';

export type PublishedEvent<N extends DomainEventName = DomainEventName> = {
  /** The outbox row's id: the idempotency key of a reaction that has no natural one. */
  id: bigint;
  name: N;
  companyId: number;
  payload: DomainEventPayload<N>;
  createdAt: Date;
};

/**
 * What a subscriber may use besides its transaction: never a database client of its own (neither the
 * platform-wide one nor the tenant pool outside `tx`), so every write of a reaction is bound to the
 * event's tenant and commits with the transaction it was given.
 */
export type SubscriberDeps = Omit<AppDeps, 'db' | 'globalDb'>;

/** The deps without their database clients (at run time too, not only in the type). */
export function subscriberDeps(deps: AppDeps): SubscriberDeps {
  const { db: _db, globalDb: _globalDb, ...rest } = deps;
  return rest;
}

export type SubscriberContext<N extends DomainEventName> = {
  /** The tenant-bound client of the event's company, inside a transaction. */
  tx: TenantTx;
  deps: SubscriberDeps;
  event: PublishedEvent<N>;
};

/** An after-commit subscriber's context: it runs in a transaction of its own, which may have an after. */
export type AfterCommitContext<N extends DomainEventName> = SubscriberContext<N> & {
  /**
   * Runs `fn` once the subscriber's transaction committed (a live push about rows it wrote). Best
   * effort: a process that dies in between loses it, never the rows.
   */
  afterCommit(fn: () => void): void;
};

/**
 * `transaction`: runs inside the publisher's transaction, before it commits; its writes commit or
 * roll back with the fact (a grade with its finished attempt). It may answer part of the event's
 * `reply`. Keep these few and fast: they add to the publisher's latency.
 * `after-commit`: run by the relay (events/relay.ts) once the fact is committed, at least once, in a
 * transaction of their own: live pushes, notifications, anything that may lag a moment. They must
 * be idempotent (a natural unique key, or the event id), because a delivery can repeat.
 */
export type Subscriber<N extends DomainEventName = DomainEventName> =
  | {
      name: string;
      event: N;
      phase: 'transaction';
      handle: (ctx: SubscriberContext<N>) => Promise<Partial<DomainEventReply<N>> | void>;
    }
  | {
      name: string;
      event: N;
      phase: 'after-commit';
      handle: (ctx: AfterCommitContext<N>) => Promise<void>;
    };

/** Any event's subscriber (what a domain lists). */
export type AnySubscriber = { [N in DomainEventName]: Subscriber<N> }[DomainEventName];

export const defineSubscriber = <N extends DomainEventName>(s: Subscriber<N>): Subscriber<N> => s;
