import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner opened an item (its content was given to them). */
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
    });
  },
});
