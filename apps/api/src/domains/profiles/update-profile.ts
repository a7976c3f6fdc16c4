import { Prisma } from '@trilha/db';
import type { Profile, UpdateProfileBody } from '@trilha/shared/profiles';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { appError } from '../../kit/errors.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { getProfile } from './get-profile.ts';
import { isMember } from './member-sql.ts';

/**
 * PUT /users/{id}/profile: the owner sets their "Sobre" (resume) and city, shown on their profile
 * in every company they belong to (the user is global). Another member's profile: 403; a user who
 * is no member of this company: 404, as for reading it. Answers the profile as GET does.
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  body: UpdateProfileBody,
): Promise<Profile> {
  const [target] = await deps.db.$queryRaw<
    { member: boolean }[]
  >`SELECT ${isMember(tenant.companyId, Prisma.sql`${id}::int`)} AS member`;
  if (!target?.member) throw appError('PROFILE_USER_NOT_FOUND');
  if (id !== actor.id) throw appError('PROFILE_EDIT_FORBIDDEN');
  if (body.resume !== undefined || body.city !== undefined) {
    await deps.db.user.update({ where: { id }, data: { resume: body.resume, city: body.city }, select: { id: true } });
  }
  return getProfile(deps, tenant, actor, id, ['avatar', 'sessions', 'contacts']);
}
