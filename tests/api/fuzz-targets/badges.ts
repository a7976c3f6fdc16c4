import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/** A member of each tenant holding a badge (GET /badges/users/{userId}[/{badgeId}/credential]). */
export default defineFuzzTargets({
  resources: ['badges'],
  async prepare({ t, student, scratch }) {
    const earned = async (tenant: TestTenant, userId?: number) => {
      const user = userId ?? (await t.create.user(tenant, { type: 'student' })).id;
      const badge = await t.create.badge(tenant, { criteria: { type: 'first_quiz_finished' } });
      await t.create.awardBadge(tenant, user, badge.id);
      return { userId: user, badgeId: badge.id };
    };
    scratch.own = await earned(t.demo, student.id);
    scratch.cross = await earned(t.acme);
  },
  async pathParam({ scratch }, name) {
    const own = scratch.own as { userId: number; badgeId: number };
    const cross = scratch.cross as { userId: number; badgeId: number };
    const key = name === 'badgeId' ? 'badgeId' : 'userId';
    return [String(own[key]), String(cross[key])];
  },
});
