import { Prisma } from '@trilha/db';
import type { AuditAction, AuditTargetType } from '@trilha/shared/audit';
import type { DomainEventName } from '@trilha/shared/events';
import type { SubscriberContext } from '../../events/subscriber.ts';

/** One row of the audit log, as a subscriber reads it off its event. */
export type AuditFact = {
  actorId: number | null;
  targetType: AuditTargetType;
  targetId: number | null;
  ip?: string | null;
  /** Names and small flags only (fields changed, a count): never values, never secrets. */
  metadata?: Record<string, unknown>;
};

/**
 * Writes the event's row in one statement, keyed by the event (audit_log_source_event_key): a
 * redelivered or replayed event writes nothing twice. The action is the event's name and the time
 * the event's own (when it happened, not when the relay got to it).
 */
export async function recordAudit<N extends DomainEventName & AuditAction>(
  ctx: SubscriberContext<N>,
  f: AuditFact,
): Promise<void> {
  const { tx, event } = ctx;
  // `?? null`: an event written before its payload carried the field (a company.created from
  // before the audit log has no actor_id) is still recorded, with the actor unknown.
  await tx.$executeRaw(Prisma.sql`
    INSERT INTO audit_log (company_id, actor_id, action, target_type, target_id, ip, metadata, source_event_id, created_at)
    VALUES (${event.companyId}, ${f.actorId ?? null}::int, ${event.name}, ${f.targetType}, ${f.targetId ?? null}::int, ${f.ip ?? null},
            ${JSON.stringify(f.metadata ?? {})}::jsonb, ${event.id}, ${event.createdAt})
    ON CONFLICT (company_id, source_event_id) DO NOTHING`);
}
