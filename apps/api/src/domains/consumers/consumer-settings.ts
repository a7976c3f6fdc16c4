import type { FormInput } from '../../kit/form-input.ts';
import { updateConsumerSettingsBodySchema, type UpdateConsumerSettingsBody } from '@trilha/shared/consumers';
import { type TenantSettings } from '@trilha/shared/tenancy';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError, notFound, validationFailed } from '../../kit/errors.ts';
import type { FileStorage } from '@trilha/storage';
import type { StoredImage } from '../../storage/image-upload.ts';
import { presentConsumerSettings } from './present-consumer.ts';

/** GET /consumer-settings: the host tenant's consumer, read fresh (not from the tenant cache). */
export async function getConsumerSettings(deps: Pick<AppDeps, 'db'>, tenant: Tenant): Promise<TenantSettings> {
  return { data: presentConsumerSettings(await deps.db.consumer.findUniqueOrThrow({ where: { id: tenant.consumerId } })) };
}

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || '_'] ??= []).push(i.message);
  return errors;
};

/**
 * POST /consumer-settings/{id}/update: colours, logo (multipart file `photo`), tutoring phone.
 * The consumer must be one of the host tenant's company (scoped client: another's is 404). The
 * colours set are the tenant's own, so original_* follow them (the client restores from those).
 * A refused request leaves nothing behind: the uploaded logo is removed again.
 */
export async function updateConsumerSettings(
  deps: Pick<AppDeps, 'db'>,
  storage: FileStorage,
  tenant: Tenant,
  id: number,
  formInput: FormInput,
  jsonBody: UpdateConsumerSettingsBody | null | undefined,
): Promise<TenantSettings['data']> {
  const consumer = await deps.db.consumer.findUnique({ where: { id } });
  if (!consumer) throw notFound();

  let body: UpdateConsumerSettingsBody = jsonBody ?? {};
  let photo: StoredImage | null = null;
  if (formInput.multipart) {
    const form = await formInput.imageForm({ folder: 'consumers' });
    photo = form.image;
    const parsed = updateConsumerSettingsBodySchema.safeParse(form.fields);
    if (!parsed.success) {
      if (photo) await storage.delete(photo.key);
      throw validationFailed(issuesToErrors(parsed.error.issues));
    }
    body = parsed.data;
  }

  try {
    const phone = body.tutoring_phone_number === undefined ? consumer.tutoringPhoneNumber : body.tutoring_phone_number;
    const enabled = body.tutoring_phone_number_enabled ?? consumer.tutoringPhoneNumberEnabled;
    if (enabled && !phone) {
      throw appError('TUTORING_PHONE_REQUIRED');
    }
    const updated = await deps.db.consumer.update({
      where: { id },
      data: {
        ...(body.primary_color ? { primaryColor: body.primary_color, originalPrimaryColor: body.primary_color } : {}),
        ...(body.secondary_color ? { secondaryColor: body.secondary_color, originalSecondaryColor: body.secondary_color } : {}),
        ...(photo ? { photo: storage.publicUrl(photo.key, tenant.domain) } : {}),
        tutoringPhoneNumber: phone,
        tutoringPhoneNumberEnabled: enabled,
      },
    });
    const previous = photo && consumer.photo ? storage.keyOfUrl(consumer.photo) : null;
    if (previous) await storage.delete(previous).catch(() => undefined);
    return presentConsumerSettings(updated);
  } catch (err) {
    if (photo) await storage.delete(photo.key);
    throw err;
  }
}
