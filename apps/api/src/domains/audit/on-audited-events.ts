import type { AuditAction } from '@trilha/shared/audit';
import type { DomainEventPayload } from '@trilha/shared/events';
import { defineSubscriber, type AnySubscriber } from '../../events/subscriber.ts';
import { recordAudit, type AuditFact } from './record-audit.ts';

/**
 * What each audited event writes: one after-commit subscriber per event, all the same shape, so
 * they are declared as one table (docs/audit.md lists it). After commit: the row may lag the action
 * by a moment, and writing it never holds nor fails the admin's request.
 */
const AUDITED: { [A in AuditAction]: (p: DomainEventPayload<A>) => AuditFact } = {
  'access-as.opened': (p) => ({ actorId: p.impersonator_id, targetType: 'user', targetId: p.user_id, ip: p.ip }),
  'access-as.closed': (p) => ({ actorId: p.impersonator_id, targetType: 'user', targetId: p.user_id, metadata: { how: p.how } }),
  'company.created': (p) => ({ actorId: p.actor_id, targetType: 'company', targetId: p.company_id }),
  'company.updated': (p) => ({
    actorId: p.actor_id,
    targetType: 'company',
    targetId: p.company_id,
    metadata: { fields: p.fields },
  }),
  'company.deleted': (p) => ({ actorId: p.actor_id, targetType: 'company', targetId: p.company_id }),
  'company.restored': (p) => ({ actorId: p.actor_id, targetType: 'company', targetId: p.company_id }),
  'user.created': (p) => ({ actorId: p.actor_id, targetType: 'user', targetId: p.user_id, metadata: { type: p.type } }),
  'user.updated': (p) => ({ actorId: p.actor_id, targetType: 'user', targetId: p.user_id, metadata: { fields: p.fields } }),
  'user.deleted': (p) => ({
    actorId: p.actor_id,
    targetType: 'user',
    targetId: p.user_id,
    metadata: { account_deleted: p.account_deleted },
  }),
  'user.password-reset': (p) => ({ actorId: p.actor_id, targetType: 'user', targetId: p.user_id }),
  'grade-export.requested': (p) => ({
    actorId: p.actor_id,
    targetType: 'discipline',
    targetId: p.discipline_id,
    metadata: { export_id: p.export_id },
  }),
  'session-export.requested': (p) => ({ actorId: p.actor_id, targetType: 'session_export', targetId: p.export_id }),
  'question-bank.exported': (p) => ({
    actorId: p.actor_id,
    targetType: 'discipline',
    targetId: p.discipline_id,
    metadata: { question_count: p.question_count },
  }),
  'student-logs-pdf.requested': (p) => ({
    actorId: p.actor_id,
    targetType: 'report_request',
    targetId: p.request_id,
    metadata: { row_count: p.row_count },
  }),
};

const audit = <A extends AuditAction>(event: A) =>
  defineSubscriber({
    name: `audit.record-${event}`,
    event,
    phase: 'after-commit',
    handle: (ctx) => recordAudit(ctx, AUDITED[event](ctx.event.payload)),
  });

export const auditSubscribers = (Object.keys(AUDITED) as AuditAction[]).map(audit) as unknown as readonly AnySubscriber[];
