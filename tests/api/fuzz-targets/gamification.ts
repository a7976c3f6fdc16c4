import type { TestTenant } from '../../support/factories/index.ts';
import { defineFuzzTargets } from './define.ts';

/**
 * A member of each tenant holding a badge (GET /badges/users/{userId}[/{badgeId}/credential]); the
 * public pages take the badge's key and the award's public id (GET /badges/achievements/{key},
 * /badges/awards/{publicId}).
 */
export default defineFuzzTargets({
  resources: ['badges'],
  async prepare({ t, student, scratch }) {
    const earned = async (tenant: TestTenant, userId?: number) => {
      const user = userId ?? (await t.create.user(tenant, { type: 'student' })).id;
      const badge = await t.create.badge(tenant, { criteria: { type: 'first_quiz_finished' } });
      const award = await t.create.awardBadge(tenant, user, badge.id);
      return { userId: user, badgeId: badge.id, key: badge.key, publicId: award.publicId };
    };
    scratch.own = await earned(t.demo, student.id);
    scratch.cross = await earned(t.acme);
  },
  async pathParam({ scratch }, name) {
    type Earned = { userId: number; badgeId: number; key: string; publicId: string };
    const own = scratch.own as Earned;
    const cross = scratch.cross as Earned;
    const key = name === 'badgeId' || name === 'key' || name === 'publicId' ? name : 'userId';
    return [String(own[key]), String(cross[key])];
  },
});
