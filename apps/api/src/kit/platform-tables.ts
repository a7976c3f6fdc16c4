/**
 * The tables no domain owns: the platform's own (tests/platform/table-ownership.test.ts). Only code
 * outside apps/api/src/domains writes them (the outbox: events/), and that code writes nothing else.
 * Every other table is declared by exactly one domain's manifest (`tables`, kit/domain.ts).
 */
export const PLATFORM_TABLES = [
  // The outbox of domain events (written by events/bus.ts, relayed by events/relay.ts).
  'domain_events',
] as const;
