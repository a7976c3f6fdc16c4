import type { AuthUser } from '@trilha/shared/auth';
import type { AppDeps } from '../deps.ts';
import { companyPoints, presentAuthUser, withCompanies } from './present-user.ts';

/**
 * The signed-in user as /ping and sign-in answer it, with every company they belong to (users are
 * global, so this reads the platform-wide client: a read other domains may call, never a write),
 * and their points in the host's company.
 */
export async function loadAuthUser(deps: Pick<AppDeps, 'globalDb' | 'db'>, companyId: number, userId: number): Promise<AuthUser> {
  const [user, points] = await Promise.all([
    deps.globalDb.user.findUniqueOrThrow({ where: { id: userId }, include: withCompanies }),
    companyPoints(deps, companyId, userId),
  ]);
  return presentAuthUser(user, points);
}
