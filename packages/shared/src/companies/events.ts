import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

/** What the companies domain publishes: the per-company setup hook (subscribers give a new company its starting data). */
export const COMPANY_EVENTS = defineDomainEvents({
  'company.created': {
    description:
      'A company was created (POST /companies). Domains that give every company a starting set (the badge catalogue) subscribe.',
    payload: z.object({ company_id: z.number().int().positive(), name: z.string() }),
  },
});
