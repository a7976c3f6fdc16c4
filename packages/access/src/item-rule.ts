import { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import type { MaterialItemLock } from '@trilha/shared/materials';
import type { AccessActor } from './actor.ts';
import { disciplineColumns, type DisciplineFacts } from './discipline-rule.ts';

/** What the "can this item be opened now" rule reads about an item, for one actor. */
export type ItemLockFacts = {
  availableFrom: Date | null;
  availableUntil: Date | null;
  hasPassword: boolean;
  /** The actor holds an unexpired unlock of it (the right password, given lately). */
  unlocked: boolean;
};

/** Staff see every item whole (hidden ones, locked ones); students only what is open to them. */
export const seesEveryItem = (actor: Pick<AccessActor, 'type'>): boolean => can(actor.type, 'materials:view-hidden');

/**
 * THE rule of whether a readable item is open now, and if not why: before its window
 * (`not_yet_available`), after it (`closed`), or guarded by a password this actor has not given
 * (`password`). Item lists show it (the `lock` of each item), and every route that opens an item
 * (download, mark, submit, SCORM, quiz start) refuses by it through `item:open`.
 */
export function itemLock(actor: Pick<AccessActor, 'type'>, item: ItemLockFacts, now: Date): MaterialItemLock {
  if (seesEveryItem(actor)) return null;
  if (item.availableFrom && item.availableFrom > now) return 'not_yet_available';
  if (item.availableUntil && item.availableUntil < now) return 'closed';
  if (item.hasPassword && !item.unlocked) return 'password';
  return null;
}

/** The row the item actions read (aliases: i item, m material, d discipline, s settings). */
export type ItemFacts = DisciplineFacts & {
  i_id: number;
  i_visible: boolean;
  i_available_from: Date | null;
  i_available_until: Date | null;
  i_has_password: boolean;
  i_unlocked: boolean;
};

/**
 * The ItemFacts columns. A statement that needs more of the item (the quiz start's guard) selects
 * these beside its own, from itemFrom, so the item rule is applied to the same facts everywhere.
 */
export const itemColumns = (companyId: number, userId: number, now: Date): Prisma.Sql => Prisma.sql`
  i.id AS i_id, i.visible AS i_visible, s.available_from AS i_available_from, s.available_until AS i_available_until,
  i.password_hash IS NOT NULL AS i_has_password,
  EXISTS (SELECT 1 FROM material_item_unlocks u
           WHERE u.company_id = ${companyId} AND u.material_item_id = i.id AND u.user_id = ${userId}
             AND u.expires_at > ${now}) AS i_unlocked,
  ${disciplineColumns(companyId, userId)}`;

/** Live items of live materials, with their discipline (outer: a deleted one reads as none) and settings. */
export const itemFrom = Prisma.sql`
  FROM material_items i
  JOIN materials m ON m.company_id = i.company_id AND m.id = i.material_id AND m.deleted_at IS NULL
  LEFT JOIN disciplines d ON d.company_id = i.company_id AND d.id = i.discipline_id AND d.deleted_at IS NULL
  LEFT JOIN material_item_settings s ON s.company_id = i.company_id AND s.material_item_id = i.id`;

export const lockFactsOf = (r: ItemFacts): ItemLockFacts => ({
  availableFrom: r.i_available_from,
  availableUntil: r.i_available_until,
  hasPassword: r.i_has_password,
  unlocked: r.i_unlocked,
});
