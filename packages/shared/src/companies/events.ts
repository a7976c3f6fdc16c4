import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();
/** The fields a change sent (their names only: the audit log says what changed, never the values). */
const fields = z.array(z.string()).max(50);

/**
 * What the companies domain publishes: the per-company setup hook (subscribers give a new company
 * its starting data) and the admins' changes (the audit log). `actor_id`: the admin who acted.
 */
export const COMPANY_EVENTS = defineDomainEvents({
  'company.created': {
    description:
      'A company was created (POST /companies). Domains that give every company a starting set (its first consumer, the badge catalogue) subscribe. `domain`: the sub-domain it is reached by; `responsible_id`: its responsible, if any.',
    payload: z.object({
      company_id: id,
      name: z.string(),
      domain: z.string(),
      responsible_id: id.nullable(),
      actor_id: id.nullable(),
    }),
  },
  'company.updated': {
    description: 'A company was changed (PUT /companies/{id}): the names of the fields sent.',
    payload: z.object({ company_id: id, actor_id: id, fields }),
  },
  'company.deleted': {
    description: 'A company was removed (DELETE /companies/{id}, a soft delete): its sub-domains stop resolving.',
    payload: z.object({ company_id: id, actor_id: id }),
  },
  'company.restored': {
    description: 'A removed company was restored (POST /companies/{id}/restore).',
    payload: z.object({ company_id: id, actor_id: id }),
  },
});
