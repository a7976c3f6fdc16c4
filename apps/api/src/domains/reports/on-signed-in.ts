import { defineSubscriber } from '../../events/subscriber.ts';
import { logActivity } from './log-activity.ts';

/** A learner signed in: "Entrou na plataforma". */
export const logSignIn = defineSubscriber({
  name: 'reports.log-sign-in',
  event: 'auth.signed-in',
  phase: 'after-commit',
  handle: (ctx) =>
    logActivity(ctx, { kind: 'signed_in', userId: ctx.event.payload.user_id, occurredAt: ctx.event.payload.signed_in_at }),
});
