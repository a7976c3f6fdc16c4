import { tenantKey } from '@trilha/db';
import type { FormInput } from '../../kit/form-input.ts';
import { updateWarningBodySchema, type UpdateWarningBody, type Warning } from '@trilha/shared/warnings';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { loadWarning } from './warning-rows.ts';
import { readBodyWithImage, writeWithImage } from '../../storage/image-form.ts';

/**
 * POST /warnings/{id}/update (001 §7, multipart): any of title, text, status; a new `image`
 * replaces the old one (removed from storage once the row is saved), `remove_image` clears it.
 * An inactive alert turned active is published then, as a new one is.
 */
export async function updateWarning(
  deps: Pick<AppDeps, 'db' | 'domainEvents' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
  formInput: FormInput,
  json: UpdateWarningBody | null | undefined,
): Promise<Warning> {
  // Refused before the form is read: nothing is stored for an alert that is not there.
  const exists = await deps.db.warning.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
  if (!exists) throw appError('WARNING_NOT_FOUND');
  const form = await readBodyWithImage(deps, tenant, formInput, json, updateWarningBodySchema, { folder: 'warnings' });
  const { body } = form;
  await writeWithImage(deps, form, () =>
    deps.db.$transaction(async (tx) => {
      // Locked, so two saves racing to activate it publish once.
      const [before] = await tx.$queryRaw<{ status: 'active' | 'inactive'; image: string | null }[]>`
        SELECT status, image FROM warnings
         WHERE company_id = ${tenant.companyId} AND id = ${id} AND deleted_at IS NULL FOR UPDATE`;
      if (!before) throw appError('WARNING_NOT_FOUND');
      const clearImage = !form.imageUrl && body.remove_image === true;
      const updated = await tx.warning.update({
        where: tenantKey(id),
        data: {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.text !== undefined ? { text: body.text } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(form.imageUrl ? { image: form.imageUrl } : clearImage ? { image: null } : {}),
        },
        select: { title: true, status: true, authorId: true },
      });
      if (before.status === 'inactive' && updated.status === 'active') {
        await deps.domainEvents.publish(tx, tenant.companyId, 'warning.published', {
          warning_id: id,
          title: updated.title,
          author_id: updated.authorId,
        });
      }
      return { result: null, replaced: form.imageUrl || clearImage ? before.image : null };
    }),
  );
  return loadWarning(deps, tenant, actor, id);
}
