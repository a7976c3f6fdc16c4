import type { AuthUser } from '@trilha/shared/auth';
import type { AppDeps } from '../deps.ts';
import { presentAuthUser, withCompanies } from './present-user.ts';

/**
 * The signed-in user as /ping and sign-in answer it, with every company they belong to (users are
 * global, so this reads the platform-wide client: a read other domains may call, never a write).
 */
export async function loadAuthUser(deps: Pick<AppDeps, 'globalDb'>, userId: number): Promise<AuthUser> {
  const user = await deps.globalDb.user.findUniqueOrThrow({ where: { id: userId }, include: withCompanies });
  return presentAuthUser(user);
}
