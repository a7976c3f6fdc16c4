import type { FormInput } from '../../kit/form-input.ts';
import { type AvatarAttributes, type User } from '@trilha/shared/users';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import type { FileStorage } from '@trilha/storage';
import { findMemberToChange } from './find-member.ts';
import { presentUser } from './present-user.ts';

/**
 * POST /users/{id}/avatar as multipart: the image in the file field `avatar` (PNG, JPEG or WEBP
 * by content, at most 2 MB) replaces the user's uploaded avatar; the previous file is removed.
 */
export async function uploadAvatar(
  deps: Pick<AppDeps, 'globalDb'>,
  storage: FileStorage,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
): Promise<User> {
  const target = await findMemberToChange(deps, tenant, actor, id);
  const { image } = await formInput.imageForm({ folder: 'avatars' });
  if (!image) throw appError('IMAGE_REQUIRED', { field: 'avatar' });
  try {
    await deps.globalDb.user.update({ where: { id }, data: { avatar: storage.publicUrl(image.key, tenant.domain) } });
  } catch (err) {
    await storage.delete(image.key);
    throw err;
  }
  const previous = target.avatar ? storage.keyOfUrl(target.avatar) : null;
  if (previous) await storage.delete(previous).catch(() => undefined);
  return presentUser(deps, tenant, actor, id);
}

/** POST /users/{id}/avatar as JSON: the generated avatar's attributes (users.avatar_attributes). */
export async function setAvatarAttributes(
  deps: Pick<AppDeps, 'globalDb'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  attrs: AvatarAttributes,
): Promise<User> {
  await findMemberToChange(deps, tenant, actor, id);
  const clean = Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== undefined));
  await deps.globalDb.user.update({ where: { id }, data: { avatarAttributes: clean } });
  return presentUser(deps, tenant, actor, id);
}
