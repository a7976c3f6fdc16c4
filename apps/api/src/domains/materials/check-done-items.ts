import { defineSubscriber, type AnySubscriber, type SubscriberDeps } from '../../events/subscriber.ts';
import type { TenantTx } from '../../deps.ts';
import type { ItemDone, ItemKindRegistry } from '../../kit/item-kinds.ts';
import { setItemProgress } from './mark-progress.ts';
import { materialProgress, readDisciplineProgress, upsertUserDisciplineProgress } from './progress.ts';

/**
 * The learner's item checked because its kind's event said so (a finished attempt, a submission,
 * a completed package), and the two percentages answered to the event's publisher. An item
 * already checked keeps its first check; a preview changes nothing and answers the staff
 * member's current numbers.
 */
async function checkDoneItem(tx: TenantTx, deps: SubscriberDeps, companyId: number, d: ItemDone) {
  if (d.preview)
    return {
      material_progress: await materialProgress(tx, companyId, d.materialId, d.userId),
      discipline_progress: await readDisciplineProgress(tx, companyId, d.disciplineId, d.userId),
    };
  const prior = await tx.materialItemProgress.findFirst({
    where: { companyId, userId: d.userId, materialItemId: d.materialItemId },
    select: { checked: true },
  });
  if (!prior?.checked)
    return setItemProgress(tx, deps, {
      companyId,
      userId: d.userId,
      item: { id: d.materialItemId, materialId: d.materialId, disciplineId: d.disciplineId },
      checked: true,
      now: d.at,
    });
  return {
    material_progress: await materialProgress(tx, companyId, d.materialId, d.userId),
    discipline_progress: await upsertUserDisciplineProgress(tx, companyId, d.disciplineId, d.userId),
  };
}

/**
 * One in-transaction subscriber per kind whose progress names an event (`progress.doneOn`): the
 * progress commits with the fact, and the publisher answers with it.
 */
export const itemDoneSubscribers = (kinds: ItemKindRegistry): AnySubscriber[] =>
  kinds.all.flatMap((kind) => {
    const trigger = kind.progress?.doneOn;
    if (!trigger) return [];
    return [
      defineSubscriber({
        name: `materials.check-done-${kind.type}-item`,
        event: trigger.event,
        phase: 'transaction',
        handle: ({ tx, deps, event }) =>
          checkDoneItem(tx, deps, event.companyId, (trigger.done as (p: typeof event.payload) => ItemDone)(event.payload)),
      }) as AnySubscriber,
    ];
  });
