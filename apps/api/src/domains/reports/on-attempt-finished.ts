import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner finished a quiz attempt, with its score (a staff preview is not a learner's activity). */
export const logAttemptFinished = defineSubscriber({
  name: 'reports.log-attempt-finished',
  event: 'attempt.finished',
  phase: 'after-commit',
  async handle(ctx) {
    const p = ctx.event.payload;
    if (p.preview) return;
    await logActivity(ctx, {
      kind: 'attempt_finished',
      userId: p.user_id,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      subjectId: p.attempt_id,
      details: { score: p.score },
      occurredAt: p.finished_at,
    });
  },
});
