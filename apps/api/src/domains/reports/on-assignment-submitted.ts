import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner submitted (or resubmitted) a task. */
export const logAssignmentSubmitted = defineSubscriber({
  name: 'reports.log-assignment-submitted',
  event: 'assignment.submitted',
  phase: 'after-commit',
  handle: (ctx) => {
    const p = ctx.event.payload;
    return logActivity(ctx, {
      kind: 'assignment_submitted',
      userId: p.user_id,
      disciplineId: p.discipline_id,
      materialItemId: p.material_item_id,
      subjectId: p.submission_id,
      details: { first: p.first },
      occurredAt: p.submitted_at,
    });
  },
});
