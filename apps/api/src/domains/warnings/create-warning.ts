import type { FormInput } from '../../kit/form-input.ts';
import { createWarningBodySchema, type CreateWarningBody, type Warning } from '@trilha/shared/warnings';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { loadWarning } from './warning-rows.ts';
import { readBodyWithImage, writeWithImage } from '../../storage/image-form.ts';

/**
 * POST /warnings (001 §7, multipart): an alert of the host's company, by its staff. One created
 * active is published (`warning.published`) in the same transaction, for the domains that tell
 * people about it.
 */
export async function createWarning(
  deps: Pick<AppDeps, 'db' | 'domainEvents' | 'storage'>,
  tenant: Tenant,
  actor: Actor,
  formInput: FormInput,
  json: CreateWarningBody | null | undefined,
): Promise<Warning> {
  const form = await readBodyWithImage(deps, tenant, formInput, json, createWarningBodySchema, { folder: 'warnings' });
  const { body } = form;
  const id = await writeWithImage(deps, form, () =>
    deps.db.$transaction(async (tx) => {
      const row = await tx.warning.create({
        data: {
          companyId: tenant.companyId,
          authorId: actor.id,
          title: body.title,
          text: body.text,
          status: body.status,
          image: form.imageUrl,
        },
        select: { id: true },
      });
      if (body.status === 'active') {
        await deps.domainEvents.publish(tx, tenant.companyId, 'warning.published', {
          warning_id: row.id,
          title: body.title,
          author_id: actor.id,
        });
      }
      return { result: row.id, replaced: null };
    }),
  );
  return loadWarning(deps, tenant, actor, id);
}
