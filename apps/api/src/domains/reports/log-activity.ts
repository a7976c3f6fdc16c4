import { Prisma } from '@trilha/db';
import { rolesWith } from '@trilha/shared';
import type { ActivityKind } from '@trilha/shared/reports';
import type { DomainEventName } from '@trilha/shared/events';
import type { SubscriberContext } from '../../events/subscriber.ts';

export type ActivityFact = {
  kind: ActivityKind;
  userId: number;
  disciplineId?: number | null;
  materialItemId?: number | null;
  subjectId?: number | null;
  details?: Record<string, unknown>;
  /** When it happened (the publisher's time when its payload says; else when the event was written). */
  occurredAt: string | Date;
  /**
   * The same kind of fact for the same learner and item within this many minutes before it is the
   * same fact, not recorded again (an item re-read by a page's refetch on focus, or a reload).
   */
  sameWithinMinutes?: number;
};

/** Whose facts the log records (the policy's reports:logged: learners), as the statement's parameter. */
const LOGGED_ROLES = rolesWith('reports:logged');

/**
 * Writes one fact of the activity log for the event being delivered, in one statement: only for a
 * learner (the user's type read in the same INSERT … SELECT), and keyed by the event
 * (activity_log_source_event_key): a redelivered or replayed event writes nothing twice.
 */
export async function logActivity<N extends DomainEventName>(ctx: SubscriberContext<N>, f: ActivityFact): Promise<void> {
  const { tx, event } = ctx;
  const at = typeof f.occurredAt === 'string' ? f.occurredAt : f.occurredAt.toISOString();
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO activity_log (company_id, user_id, kind, discipline_id, material_item_id, subject_id, details, occurred_at, source_event_id)
    SELECT ${event.companyId}, u.id, ${f.kind}::"ActivityKind", ${f.disciplineId ?? null}::int, ${f.materialItemId ?? null}::int,
           ${f.subjectId ?? null}::int, ${JSON.stringify(f.details ?? {})}::jsonb, ${at}::timestamptz, ${event.id}
      FROM users u
     WHERE u.id = ${f.userId} AND u.type::text IN (${Prisma.join(LOGGED_ROLES)})
       ${
         f.sameWithinMinutes
           ? Prisma.sql`AND NOT EXISTS (
               SELECT 1 FROM activity_log a
                WHERE a.company_id = ${event.companyId} AND a.user_id = u.id AND a.kind = ${f.kind}::"ActivityKind"
                  AND a.material_item_id IS NOT DISTINCT FROM ${f.materialItemId ?? null}::int
                  AND a.occurred_at > ${at}::timestamptz - make_interval(mins => ${f.sameWithinMinutes}::int)
                  AND a.occurred_at <= ${at}::timestamptz)`
           : Prisma.empty
       }
    ON CONFLICT (company_id, source_event_id) DO NOTHING`);
}
