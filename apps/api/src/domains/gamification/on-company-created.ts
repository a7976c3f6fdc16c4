import { Prisma } from '@trilha/db';
import { DEFAULT_BADGES } from '@trilha/shared/gamification';
import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * A new company starts with the badge catalogue (rules and pictures: @trilha/shared/gamification
 * DEFAULT_BADGES), as the seed gives the demo. Idempotent on badges' (company, key): a replay, or a
 * badge the company already made its own, is left as it is.
 */
export const giveBadgeCatalogue = defineSubscriber({
  name: 'gamification.give-badge-catalogue',
  event: 'company.created',
  phase: 'after-commit',
  async handle({ tx, event }) {
    const rows = DEFAULT_BADGES.map(
      (b) =>
        Prisma.sql`(${event.companyId}, ${b.key}, ${b.name}, ${b.description}, ${b.image}, ${b.points}, ${JSON.stringify(b.criteria)}::jsonb, now())`,
    );
    await tx.$executeRaw`
      INSERT INTO badges (company_id, key, name, description, image, points, criteria, updated_at)
      VALUES ${Prisma.join(rows)}
      ON CONFLICT (company_id, key) DO NOTHING`;
  },
});
