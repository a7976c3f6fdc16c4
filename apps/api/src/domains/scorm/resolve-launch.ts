import { can, type UserType } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { findScormItem, type ScormItem } from './find-scorm-item.ts';
import { LAUNCH_TOKEN, hashLaunchToken } from './launch-token.ts';
import { ensureExtracted } from './package/stored-package.ts';

/**
 * Who a content URL was issued to, checked on every file: the token must be the current launch of
 * this item, not expired, and its learner must still reach the item (enrolment and window, by
 * THE content rule). Any failure is 404: an outsider learns nothing.
 */
export async function resolveLaunch(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage'>,
  tenant: Tenant,
  materialItemId: number,
  token: string,
): Promise<{ item: ScormItem; userId: number }> {
  if (!LAUNCH_TOKEN.test(token)) throw appError('SCORM_ITEM_NOT_FOUND');
  const attempt = await deps.db.scormAttempt.findFirst({
    where: { launchTokenHash: hashLaunchToken(token), materialItemId },
    select: { userId: true, launchExpiresAt: true },
  });
  if (!attempt) throw appError('SCORM_ITEM_NOT_FOUND');
  if (!attempt.launchExpiresAt || attempt.launchExpiresAt.getTime() < Date.now()) throw appError('SCORM_LAUNCH_EXPIRED');
  const user = await deps.db.user.findFirst({
    where: { id: attempt.userId, deletedAt: null },
    select: { id: true, type: true, memberships: { where: { companyId: tenant.companyId }, select: { companyId: true } } },
  });
  // As for a bearer token: a member of the tenant, or a platform-wide account.
  const type = user?.type as UserType | undefined;
  if (!user || !type || (!user.memberships.length && !can(type, 'platform:any-tenant'))) throw appError('SCORM_ITEM_NOT_FOUND');
  const item = await findScormItem(deps, tenant, { id: user.id, type }, materialItemId);
  await ensureExtracted(deps, item.zipKey);
  return { item, userId: user.id };
}
