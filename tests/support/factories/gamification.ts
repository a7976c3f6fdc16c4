import type { Db, Prisma } from '@trilha/db';
import { DEFAULT_BADGES, type BadgeRule } from '@trilha/shared/gamification';
import type { TestTenant } from './tenants.ts';
import { uid } from './unique.ts';

/** A badge of `tenant` with its rule (`criteria`), worth `points` (0 unless told). */
export async function createBadge(
  db: Db,
  tenant: TestTenant,
  o: { criteria: BadgeRule | Prisma.InputJsonObject; key?: string; name?: string; points?: number; image?: string | null },
) {
  const key = o.key ?? `badge-${uid()}`;
  return db.badge.create({
    data: {
      companyId: tenant.company.id,
      key,
      name: o.name ?? `Conquista ${key}`,
      description: `Descrição de ${key}`,
      image: o.image === undefined ? '/images/badges/first-steps.svg' : o.image,
      points: o.points ?? 0,
      criteria: o.criteria,
    },
  });
}

/** The catalogue every company starts with (DEFAULT_BADGES), as the seed and a new company get it. */
export async function createBadgeCatalogue(db: Db, tenant: TestTenant) {
  await db.badge.createMany({
    data: DEFAULT_BADGES.map((b) => ({
      companyId: tenant.company.id,
      key: b.key,
      name: b.name,
      description: b.description,
      image: b.image,
      points: b.points,
      criteria: b.criteria,
    })),
    skipDuplicates: true,
  });
  return db.badge.findMany({ where: { companyId: tenant.company.id }, orderBy: { id: 'asc' } });
}

/** An earned badge (as the award writes it). */
export async function awardBadge(db: Db, tenant: TestTenant, userId: number, badgeId: number, awardedAt = new Date()) {
  return db.userBadge.create({ data: { companyId: tenant.company.id, userId, badgeId, awardedAt } });
}

export const gamificationFactories = {
  badge: createBadge,
  badgeCatalogue: createBadgeCatalogue,
  awardBadge,
};
