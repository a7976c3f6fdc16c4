import type { z } from 'zod';

/**
 * One domain event: a fact that happened in the domain that declares it (past tense, the domain's
 * own words), and its payload. Ids and the values every subscriber needs, never whole records:
 * a subscriber reads the rest through its own domain's queries.
 *
 * `reply`: what the publishing use case needs back from the reactions that run inside its
 * transaction, for its own answer (the finish of a quiz answers with the points and progress that
 * follow it, 000 "Attempts"). Each such subscriber returns its part; the publisher declares the
 * whole, so it never names the domains that answer.
 */
export type DomainEventDef = { readonly description: string; readonly payload: z.ZodType; readonly reply?: z.ZodType };

/** A domain's events, declared in its own `events.ts`; events/index.ts collects them. */
export const defineDomainEvents = <const T extends Record<string, DomainEventDef>>(defs: T): T => defs;
