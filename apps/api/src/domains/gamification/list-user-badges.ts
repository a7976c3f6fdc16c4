import { can, pageMeta } from '@trilha/shared';
import type { ListUserBadgesQuery, UserBadgePage } from '@trilha/shared/gamification';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { badgeUrls } from './open-badge-credential.ts';

/** A member of this company (another company's user, or nobody, is the same 404). */
export async function requireMember(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  userId: number,
): Promise<{ id: number; name: string }> {
  const member = await deps.db.companyUser.findFirst({
    where: { companyId: tenant.companyId, userId },
    select: { user: { select: { id: true, name: true } } },
  });
  if (!member) throw appError('BADGE_USER_NOT_FOUND');
  return member.user;
}

/**
 * GET /badges/users/{userId}: the badges a member earned, newest first, paged in the database
 * (user_badges' (company, user, awarded_at) index). Any member may see any member's: achievements
 * are part of the profile every member of the company may open (001 §2, docs/gamification.md).
 * The public award link (to share) goes only to whoever may download the credential: the earner and staff.
 */
export async function listUserBadges(
  deps: Pick<AppDeps, 'config' | 'db'>,
  tenant: Tenant,
  actor: Actor,
  userId: number,
  q: ListUserBadgesQuery,
): Promise<UserBadgePage> {
  await requireMember(deps, tenant, userId);
  const where = { companyId: tenant.companyId, userId };
  const [total, rows] = await Promise.all([
    deps.db.userBadge.count({ where }),
    deps.db.userBadge.findMany({
      where,
      orderBy: [{ awardedAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.per_page,
      take: q.per_page,
      select: {
        awardedAt: true,
        publicId: true,
        badge: { select: { id: true, key: true, name: true, description: true, image: true, points: true } },
      },
    }),
  ]);
  const shares = actor.id === userId || can(actor.type, 'badges:credential-any');
  const urls = badgeUrls(deps.config, tenant);
  return {
    data: rows.map((r) => ({
      ...r.badge,
      awarded_at: r.awardedAt.toISOString(),
      public_url: shares ? urls.award(r.publicId) : null,
    })),
    meta: pageMeta(q.page, q.per_page, total),
  };
}
