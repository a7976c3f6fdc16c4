import { z } from 'zod';
import { defineLiveChannel, defineLiveEvents } from '../realtime/define.ts';

/**
 * A discipline's materials and items, on the material-production namespace (000 §1: one of the four
 * backends): whoever may read the discipline (the discipline:read rule) may listen. Payloads carry
 * ids only; the screen refetches through the API, which hides what the listener may not see.
 */
export const disciplineMaterialsChannel = defineLiveChannel({
  key: 'discipline-materials',
  namespace: '/material-production',
  pattern: 'discipline.{id}.materials',
  name: (disciplineId: number) => `discipline.${disciplineId}.materials`,
});

/** Something changed in a discipline's materials. */
export const materialChangePayloadSchema = z.object({
  discipline_id: z.number().int(),
  material_id: z.number().int(),
  /** Item events only. */
  material_item_id: z.number().int().optional(),
  /** Reorder events: the new order of ids (materials, or the material's items). */
  order: z.array(z.number().int()).optional(),
});
export type MaterialChangePayload = z.infer<typeof materialChangePayloadSchema>;

const change = (description: string) => ({
  description,
  channels: [disciplineMaterialsChannel],
  payload: materialChangePayloadSchema,
});

/** What materials pushes live: every change an open Discipline Material screen refetches after. */
export const MATERIAL_LIVE_EVENTS = defineLiveEvents({
  '.material.created': change('A material was created or duplicated.'),
  '.material.updated': change('Name, colour or image changed.'),
  '.material.deleted': change('A material (and its items) was deleted.'),
  '.materials.reordered': change("`order`: the discipline's material ids in their new order."),
  '.material-item.created': change('An item was created, duplicated or imported (one event per imported file).'),
  '.material-item.updated': change('An item, its file (upload) or its settings changed.'),
  '.material-item.deleted': change('An item was deleted.'),
  '.material-items.reordered': change("`order`: the material's item ids in their new order (`material_id`: where it now is)."),
});
export type MaterialChangeEvent = keyof typeof MATERIAL_LIVE_EVENTS;
export const MATERIAL_CHANGE_EVENTS = Object.keys(MATERIAL_LIVE_EVENTS) as MaterialChangeEvent[];
