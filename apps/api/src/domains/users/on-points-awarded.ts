import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * The running total on users.points (every company's points of the user; the ledger is
 * gamification's). In the awarding transaction: the total moves with the ledger row, or neither
 * does. `points.awarded` is published once per ledger row (a repeated award adds no row, so no event).
 */
export const addAwardedPoints = defineSubscriber({
  name: 'users.add-awarded-points',
  event: 'points.awarded',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    await tx.user.update({ where: { id: p.user_id }, data: { points: { increment: p.points } }, select: { id: true } });
  },
});
