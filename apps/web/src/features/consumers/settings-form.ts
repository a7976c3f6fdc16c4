// Update Consumer Settings: the form's values, their checks (the shared schema plus "enabled needs a
// number") and the multipart body. Pure: tests/web/admin-consumer-settings.test.ts.
import { updateConsumerSettingsBodySchema } from '@trilha/shared/consumers';
import { type TenantSettings } from '@trilha/shared/tenancy';
import { imageProblem } from '../../lib/forms/image-file.ts';
import { messageText } from '../../i18n/index.ts';

export type SettingsFormValues = {
  primary_color: string;
  secondary_color: string;
  tutoring_phone_number: string;
  tutoring_phone_number_enabled: boolean;
};
export type SettingsField = keyof SettingsFormValues;

export function settingsFormDefaults(s: TenantSettings['data']): SettingsFormValues {
  return {
    primary_color: s.settings.primary_color.toLowerCase(),
    secondary_color: s.settings.secondary_color.toLowerCase(),
    tutoring_phone_number: s.settings.tutoring_phone_number ?? '',
    tutoring_phone_number_enabled: s.settings.tutoring_phone_number_enabled,
  };
}

/**
 * The form's schema: the shared body schema, plus the rule the API answers with
 * TUTORING_PHONE_REQUIRED (showing "Falar com Tutor" needs a number), checked before sending.
 */
export const settingsFormSchema = updateConsumerSettingsBodySchema.superRefine((v, ctx) => {
  if (v.tutoring_phone_number_enabled && !v.tutoring_phone_number)
    ctx.addIssue({ code: 'custom', path: ['tutoring_phone_number'], message: messageText('tutoringPhoneRequired') });
});

/** Field → message, empty when the values can be sent. */
export function validateSettings(v: SettingsFormValues): Partial<Record<SettingsField, string>> {
  const out: Partial<Record<SettingsField, string>> = {};
  const parsed = settingsFormSchema.safeParse(v);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as SettingsField;
      out[field] ??= issue.message;
    }
  return out;
}

/** A chosen logo must be PNG, JPEG or WEBP of at most 2 MB (the server checks the bytes again). */
export const logoProblem = imageProblem;

/** The multipart body: the fields as strings (phone digits only) and the logo when one was chosen. */
export function settingsFormData(v: SettingsFormValues, photo: Blob | null): FormData {
  const form = new FormData();
  form.set('primary_color', v.primary_color.toLowerCase());
  form.set('secondary_color', v.secondary_color.toLowerCase());
  form.set('tutoring_phone_number', v.tutoring_phone_number.replace(/\D/g, ''));
  form.set('tutoring_phone_number_enabled', String(v.tutoring_phone_number_enabled));
  if (photo) form.set('photo', photo);
  return form;
}

/** A colour the preview can use: a full #rrggbb, else the fallback (what is being typed stays in the field). */
export function previewColor(value: string, fallback: string): string {
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}
