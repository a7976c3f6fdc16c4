import type { z } from 'zod';
import { DOMAIN_EVENTS } from './catalogue.generated.ts';

export { defineDomainEvents, type DomainEventDef } from './define.ts';

/**
 * Every domain event, from each domain's `events.ts` (catalogue.generated.ts, written by `pnpm gen`):
 * the catalogue that docs/generated/events.md lists. Publishing an unknown name or a payload of the
 * wrong shape does not compile, and the payload is checked again when it is written.
 */
export { DOMAIN_EVENTS };

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENTS)[N]['payload']>;
/** What the in-transaction reactions answer the publisher (empty when the event declares none). */
export type DomainEventReply<N extends DomainEventName> = (typeof DOMAIN_EVENTS)[N] extends { reply: z.ZodType }
  ? z.infer<(typeof DOMAIN_EVENTS)[N]['reply']>
  : Record<string, never>;
export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
export const isDomainEventName = (name: string): name is DomainEventName => Object.hasOwn(DOMAIN_EVENTS, name);
