// The relay: delivers committed domain events to their after-commit subscribers, at least once.
// Every API process runs one (several relays share the work: a claim skips rows another holds).
// Woken by PostgreSQL's NOTIFY at each commit that wrote an awaited event, and by a short poll,
// so a missed notification (a reconnect, another node) costs at most one poll interval.
import pg from 'pg';
import { isDatabaseUnavailable, poolOf, runAsTenant, type Db } from '@trilha/db';
import { isDomainEventName, type DomainEventName } from '@trilha/shared/events';
import type { AppDeps } from '../deps.ts';
import { OUTBOX_CHANNEL, type DomainEventBus } from './bus.ts';
import { subscriberDeps, type AfterCommitContext, type PublishedEvent } from './subscriber.ts';

export type RelayOptions = {
  /** Poll interval when no notification comes (ms). */
  pollMs?: number;
  /** Events claimed at once. */
  batch?: number;
  /**
   * How long a claim holds an event (ms): a relay killed mid-delivery loses its events when the
   * lease ends, and another relay (or itself, restarted) delivers them.
   */
  leaseMs?: number;
  /** Failed deliveries before an event is set aside as `failed` (kept, with its last error). */
  maxAttempts?: number;
  /** Transactions delivering at once (each holds a connection of the tenant pool while it runs). */
  concurrency?: number;
  /** One tenant's events delivered in one transaction at most. */
  perTransaction?: number;
};

export type EventRelay = {
  /** Resolves once no event is waiting that is due now (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
};

type Logger = { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

type Claimed = { id: string; company_id: number; name: string; payload: unknown; attempts: number; created_at: Date };

/** Seconds before the n-th retry: 2, 4, 8, … up to 10 minutes. */
export const retryDelaySeconds = (attempts: number): number => Math.min(2 ** attempts, 600);

export function startEventRelay(o: {
  globalDb: Db;
  deps: AppDeps;
  bus: DomainEventBus;
  logger: Logger;
  options?: RelayOptions;
}): EventRelay {
  const {
    pollMs = 1000,
    batch = 200,
    leaseMs = 30_000,
    maxAttempts = 10,
    concurrency = 4,
    perTransaction = 50,
  } = o.options ?? {};
  const pool = poolOf(o.globalDb);
  const forSubscribers = subscriberDeps(o.deps);
  if (!pool) throw new Error('The event relay needs a client from createPrismaClient (its pg pool)');
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /** Claims due events (owner connection: the relay works for every tenant). */
  const claim = async (): Promise<Claimed[]> => {
    const { rows } = await pool.query<Claimed>(
      `UPDATE domain_events e
          SET attempts = e.attempts + 1, available_at = now() + make_interval(secs => $2::double precision / 1000)
        WHERE (e.company_id, e.id) IN (SELECT company_id, id FROM domain_events
                        WHERE status = 'pending' AND available_at <= now()
                        ORDER BY available_at, id
                        LIMIT $1
                        FOR UPDATE SKIP LOCKED)
    RETURNING e.id::text AS id, e.company_id, e.name, e.payload, e.attempts, e.created_at`,
      [batch, leaseMs],
    );
    return rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  };

  /** The event as subscribers see it; an unknown name (a newer node's event) is an error. */
  const toEvent = (row: Claimed): PublishedEvent => {
    if (!isDomainEventName(row.name)) throw new Error(`Unknown domain event ${row.name}`);
    return {
      id: BigInt(row.id),
      name: row.name,
      companyId: row.company_id,
      payload: row.payload,
      createdAt: row.created_at,
    } as PublishedEvent;
  };

  /**
   * Every after-commit subscriber of each event of `rows` (one tenant's), in ONE transaction of that
   * tenant: a transaction per event costs more round trips and more of Prisma's per-call CPU than
   * the subscribers' own statements, and held the relay under 2,000 events/s. All or nothing: if
   * any subscriber throws, nothing of the batch commits (nor runs its after-commit steps) and
   * `attemptUnit` delivers its events one by one, so a poison event costs its neighbours one more
   * run and never blocks them. (A SAVEPOINT per event would isolate it at once, but is one more
   * statement per event on the happy path: measured 30 % slower, docs/benchmarks.md.)
   */
  const deliver = async (companyId: number, rows: Claimed[]): Promise<void> => {
    const work = rows.flatMap((row) => {
      const event = toEvent(row);
      return o.bus.afterCommit(event.name).map((s) => ({ s, event }));
    });
    if (work.length === 0) return;
    const after: (() => void)[] = [];
    await runAsTenant(companyId, () =>
      o.deps.db.$transaction(async (tx) => {
        for (const { s, event } of work)
          await (s.handle as (ctx: AfterCommitContext<DomainEventName>) => Promise<unknown>)({
            tx,
            deps: forSubscribers,
            event,
            afterCommit: (fn) => void after.push(fn),
          });
      }),
    );
    for (const fn of after) {
      try {
        fn();
      } catch (err) {
        o.logger.error({ err, eventIds: rows.map((r) => r.id) }, 'domain event: an after-commit step failed');
      }
    }
  };

  /** Claimed rows in delivery units: one tenant's events, at most `perTransaction` at a time, in id order. */
  const units = (rows: Claimed[]): Claimed[][] => {
    const byCompany = new Map<number, Claimed[]>();
    for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
    const out: Claimed[][] = [];
    for (const list of byCompany.values())
      for (let i = 0; i < list.length; i += perTransaction) out.push(list.slice(i, i + perTransaction));
    return out;
  };

  const cycle = async (): Promise<void> => {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      const delivered: Claimed[] = [];
      // A few units at once, each in its own transaction: order across events is not kept (the
      // subscribers do not rely on it), and the API's requests keep most of the pool.
      const queue = units(rows);
      const lane = async () => {
        for (let unit = queue.shift(); unit; unit = queue.shift()) await attemptUnit(unit, delivered);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, lane));
      if (delivered.length)
        // By the whole key (company_id, id): the primary key's order (docs/deployment.md "Running on Citus").
        await pool.query(
          `UPDATE domain_events SET status = 'delivered', delivered_at = now()
            WHERE (company_id, id) IN (SELECT * FROM unnest($1::int[], $2::bigint[]))`,
          [delivered.map((r) => r.company_id), delivered.map((r) => r.id)],
        );
    }
  };

  const attemptUnit = async (unit: Claimed[], delivered: Claimed[]): Promise<void> => {
    try {
      await deliver(unit[0]!.company_id, unit);
      delivered.push(...unit);
    } catch (err) {
      // One event alone: the failure is its own. Several: find which, one transaction each.
      if (unit.length === 1) await failed(unit[0]!, err);
      else for (const row of unit) await attemptUnit([row], delivered);
    }
  };

  /** Records a failed delivery: retried after a growing delay, set aside after maxAttempts. */
  const failed = async (row: Claimed, err: unknown): Promise<void> => {
    const gaveUp = row.attempts >= maxAttempts;
    o.logger.error({ err, eventId: row.id, event: row.name, attempts: row.attempts }, 'domain event delivery failed');
    await pool.query(
      `UPDATE domain_events
              SET status = CASE WHEN $2 THEN 'failed'::"DomainEventStatus" ELSE 'pending'::"DomainEventStatus" END,
                  available_at = now() + make_interval(secs => $3), last_error = left($4, 2000)
            WHERE company_id = $5 AND id = $1::bigint`,
      [row.id, gaveUp, retryDelaySeconds(row.attempts), String((err as Error)?.stack ?? err), row.company_id],
    );
  };

  /** One cycle at a time; a kick during a cycle runs another right after it. */
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await cycle();
        } catch (err) {
          // The database away (restarting, partitioned) is an outage, not a bug: the next poll retries.
          if (stopped) {
            /* shutting down: nothing to report */
          } else if (isDatabaseUnavailable(err))
            o.logger.warn({ err: (err as Error).message }, 'event relay: database unavailable, retrying');
          else o.logger.error({ err }, 'event relay cycle failed');
        }
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  };

  // LISTEN on a connection of its own (a pooled one would be handed to other queries).
  let listener: pg.Client | null = null;
  const listen = async () => {
    if (stopped) return;
    const client = new pg.Client(pool.options);
    client.on('notification', () => void kick());
    client.on('error', (err) => {
      o.logger.warn({ err }, 'event relay: LISTEN connection lost, reconnecting');
      listener = null;
      void client.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void listen(), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      listener = client;
      if (stopped) await client.end();
    } catch (err) {
      o.logger.warn({ err }, 'event relay: LISTEN failed, polling only');
      await client.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void listen(), 5000).unref();
    }
  };
  void listen();
  const timer = setInterval(() => void kick(), pollMs);
  timer.unref();
  void kick();

  return {
    async drain() {
      // A kick while a cycle runs only schedules the next one: wait until one finds nothing due.
      do await kick();
      while (running);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
