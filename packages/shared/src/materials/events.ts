import { z } from 'zod';
import { defineDomainEvents } from '../events/define.ts';

const id = z.number().int().positive();

/** What the materials domain publishes (subscribers: notifications, gamification, reports). */
export const MATERIAL_EVENTS = defineDomainEvents({
  'material.created': {
    description: "A teacher created a material in a discipline, or duplicated one (`name` the copy's).",
    payload: z.object({ material_id: id, discipline_id: id, name: z.string() }),
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
    }),
  },
  'material-item.shown': {
    description:
      'An item hidden from learners was made visible (PUT of `visible` from false to true): notifications tells the learners once per item.',
    payload: z.object({
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      title: z.string(),
    }),
  },
  'material-item.opened': {
    description:
      'A member opened an item that is open to them (GET /material-items/{id}, not locked): the activity log records it.',
    payload: z.object({ user_id: id, material_item_id: id, material_id: id, discipline_id: id }),
  },
  'material-item.progress-marked': {
    description:
      "A learner's item was checked (done) or unchecked: by the learner's own mark, or because its kind's event said so (a finished quiz, a submission, a completed package). Never for a preview.",
    payload: z.object({
      user_id: id,
      material_item_id: id,
      material_id: id,
      discipline_id: id,
      checked: z.boolean(),
      discipline_progress: z.number().nullable(),
    }),
  },
});
