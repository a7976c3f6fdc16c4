import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();
/** The sub-domain the change was made on: live pushes about it go to that tenant's channels. */
const consumerDomain = z.string().min(1);

/** What the materials domain publishes (subscribers: notifications). */
export const MATERIAL_EVENTS = defineDomainEvents({
  'material.created': {
    description: 'A teacher created a material in a discipline (not a duplicate: those notify nobody).',
    payload: z.object({ material_id: id, discipline_id: id, name: z.string(), consumer_domain: consumerDomain }),
  },
  'material-item.created': {
    description:
      'An item was created in a material, by hand or by importing files. `visible` false: hidden from learners (nobody is told).',
    payload: z.object({
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      title: z.string(),
      visible: z.boolean(),
      consumer_domain: consumerDomain,
    }),
  },
});
