import { Prisma } from '@trilha/db';
import { defineSubscriber } from '../../events/subscriber.ts';
import { awardBadges, once } from './award-badges.ts';

/**
 * `items_completed` badges when a learner's item is checked (never for a preview: the event is not
 * published for one). The count reads material_item_progress by its (company, user, …, checked)
 * index, and only when a badge of that type is still to earn.
 */
export const awardItemBadges = defineSubscriber({
  name: 'gamification.award-item-badges',
  event: 'material-item.progress-marked',
  phase: 'after-commit',
  async handle({ tx, deps, event }) {
    const p = event.payload;
    if (!p.checked) return;
    const checked = once(async () => {
      const [row] = await tx.$queryRaw<{ n: number }[]>(Prisma.sql`
        SELECT count(*)::int AS n FROM material_item_progress
        WHERE company_id = ${event.companyId} AND user_id = ${p.user_id} AND checked`);
      return row?.n ?? 0;
    });
    await awardBadges(tx, deps, {
      companyId: event.companyId,
      userId: p.user_id,
      type: 'items_completed',
      reached: async (rule) => (await checked()) >= rule.count,
    });
  },
});
