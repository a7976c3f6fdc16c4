import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner's item was checked (completed) or unchecked, by their own mark or by its kind's event. */
export const logItemProgress = defineSubscriber({
  name: 'reports.log-item-progress',
  event: 'material-item.progress-marked',
  phase: 'after-commit',
  handle: (ctx) => {
    const p = ctx.event.payload;
    return logActivity(ctx, {
      kind: p.checked ? 'item_completed' : 'item_unchecked',
      userId: p.user_id,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      occurredAt: ctx.event.createdAt,
    });
  },
});
