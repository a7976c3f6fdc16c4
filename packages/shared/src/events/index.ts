import type { z } from 'zod';
import { ASSIGNMENT_EVENTS } from '../assignments/events.ts';
import { AUTH_EVENTS } from '../auth/events.ts';
import { CALENDAR_EVENTS } from '../calendar/events.ts';
import { ATTEMPT_EVENTS } from '../attempts/events.ts';
import { COMPANY_EVENTS } from '../companies/events.ts';
import { FORUM_EVENTS } from '../forums/events.ts';
import { GRADE_EVENTS } from '../grades/events.ts';
import { GAMIFICATION_EVENTS } from '../gamification/events.ts';
import { MATERIAL_EVENTS } from '../materials/events.ts';
import { NOTIFICATION_EVENTS } from '../notifications/events.ts';
import { PROFILE_EVENTS } from '../profiles/events.ts';
import { QUESTION_EVENTS } from '../questions/events.ts';
import { QUESTION_IMPORT_EVENTS } from '../question-import/events.ts';
import { REPORT_EVENTS } from '../reports/events.ts';
import { SCORM_EVENTS } from '../scorm/events.ts';
import { SESSION_EVENTS } from '../sessions/events.ts';
import { USER_EVENTS } from '../users/events.ts';
import { WARNING_EVENTS } from '../warnings/events.ts';

export { defineDomainEvents, type DomainEventDef } from './define.ts';

/**
 * Every domain event, from each domain's `events.ts` (one line per domain): the catalogue that
 * docs/architecture.md "Domain events" describes. Publishing an unknown name or a payload of the
 * wrong shape does not compile, and the payload is checked again when it is written.
 */
export const DOMAIN_EVENTS = {
  ...ASSIGNMENT_EVENTS,
  ...AUTH_EVENTS,
  ...CALENDAR_EVENTS,
  ...ATTEMPT_EVENTS,
  ...COMPANY_EVENTS,
  ...FORUM_EVENTS,
  ...GRADE_EVENTS,
  ...GAMIFICATION_EVENTS,
  ...MATERIAL_EVENTS,
  ...NOTIFICATION_EVENTS,
  ...PROFILE_EVENTS,
  ...QUESTION_EVENTS,
  ...QUESTION_IMPORT_EVENTS,
  ...REPORT_EVENTS,
  ...SCORM_EVENTS,
  ...SESSION_EVENTS,
  ...USER_EVENTS,
  ...WARNING_EVENTS,
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]['payload']>;
/** What the in-transaction reactions answer the publisher (empty when the event declares none). */
export type DomainEventReply<N extends DomainEventName> = (typeof DOMAIN_EVENTS)[N] extends { reply: z.ZodType }
  ? z.infer<(typeof DOMAIN_EVENTS)[N]['reply']>
  : Record<string, never>;
export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
export const isDomainEventName = (name: string): name is DomainEventName => Object.hasOwn(DOMAIN_EVENTS, name);
