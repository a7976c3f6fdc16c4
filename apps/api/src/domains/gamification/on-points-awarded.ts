import { defineSubscriber } from '../../events/subscriber.ts';

/** The live toast (`.points.added` on users.{id}), once the points are committed. */
export const pushPointsAdded = defineSubscriber({
  name: 'gamification.push-points-added',
  event: 'points.awarded',
  phase: 'after-commit',
  async handle({ deps, event }) {
    const p = event.payload;
    // At least once: a repeated delivery repeats the toast, never the points.
    deps.events.toUser(p.user_id, '.points.added', { points: p.points, total: p.total });
  },
});
