import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/**
 * A learner opened an item (its content was given to them). Once per ITEM_OPENED_WINDOW_MINUTES:
 * the item's page re-reads it on focus and on reload, which is not another opening.
 */
export const ITEM_OPENED_WINDOW_MINUTES = 30;

export const logItemOpened = defineSubscriber({
  name: 'reports.log-item-opened',
  event: 'material-item.opened',
  phase: 'after-commit',
  handle: (ctx) => {
    const p = ctx.event.payload;
    return logActivity(ctx, {
      kind: 'item_opened',
      userId: p.user_id,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      occurredAt: ctx.event.createdAt,
      sameWithinMinutes: ITEM_OPENED_WINDOW_MINUTES,
    });
  },
});
