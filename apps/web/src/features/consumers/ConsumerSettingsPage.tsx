import { useEffect, useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageUp, MessageCircle, RotateCcw, X } from 'lucide-react';
import { IMAGE_UPLOAD } from '@trilha/shared/kernel';
import { queryClient } from '../../app/query-client.ts';
import type { ApiError } from '../../lib/api.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { mediaUrl } from '../../lib/media.ts';
import { applyTheme } from '../../lib/theme/apply.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { tutorChatLink } from '../../shell/tutor-chat.ts';
import { setTenantSettings } from '../../app/tenant.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { cx } from '../../ui/cx.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { consumerSettingsQuery, updateConsumerSettings } from './api.ts';
import { logoProblem, previewColor, settingsFormData, settingsFormDefaults, settingsFormSchema } from './settings-form.ts';
import { ThemePreview } from './ThemePreview.tsx';
import { messageText } from '../../i18n/index.ts';

/** consumer-settings:update (001 §6) is checked by the app; this loads the tenant's settings. */
export async function consumerSettingsLoader() {
  await queryClient.ensureQueryData(consumerSettingsQuery);
  return null;
}

/** Update Consumer Settings (/consumers/settings): colours with a live preview, logo, tutoring phone. */
export function ConsumerSettingsPage() {
  const { t } = useTranslation();
  const settings = useSuspenseQuery(consumerSettingsQuery).data.data;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const clearPhoto = () => {
    setPhoto(null);
    if (fileRef.current) fileRef.current.value = '';
  };
  // The logo's server-side problems (its bytes are checked there) go under the logo control.
  const photoRefused = (e: ApiError) => void setPhotoError(e.errors?.photo?.[0] ?? serverDetail(e) ?? null);
  const { form, onSubmit, pending } = useServerForm({
    schema: settingsFormSchema,
    defaultValues: settingsFormDefaults(settings),
    // Multipart: the fields as the API reads them and the logo when one was chosen.
    submit: (_body, f) => updateConsumerSettings(settings.consumerSettingsId, settingsFormData(f.getValues(), photo)),
    successMessage: () => messageText('settingsUpdated'),
    errorMessage: (e) => serverDetail(e) ?? t('consumerSettings.saveError'),
    onErrorCode: {
      IMAGE_INVALID: photoRefused,
      IMAGE_TOO_LARGE: photoRefused,
      IMAGE_REQUIRED: photoRefused,
      UPLOAD_INVALID: photoRefused,
      VALIDATION_FAILED: (e) => {
        if (e.errors?.photo) photoRefused(e);
      },
    },
    onSuccess: (r) => {
      // The whole app takes the new theme now; the tenant settings store keeps it on later screens.
      queryClient.setQueryData(consumerSettingsQuery.queryKey, { data: r.data });
      setTenantSettings({ data: r.data });
      applyTheme(r.data.primary_color, r.data.secondary_color);
      form.reset(settingsFormDefaults(r.data));
      clearPhoto();
    },
  });
  const {
    control,
    register,
    watch,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = form;

  useEffect(() => {
    if (!photo) return setPhotoUrl(null);
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const saved = { primary: settings.settings.primary_color, secondary: settings.settings.secondary_color };
  const primary = previewColor(watch('primary_color'), saved.primary);
  const secondary = previewColor(watch('secondary_color'), saved.secondary);
  const phone = watch('tutoring_phone_number');
  const phoneDigits = phone.replace(/\D/g, '');

  const logo = photoUrl ?? (settings.settings.photo ? mediaUrl(settings.settings.photo) : null);

  return (
    <>
      <PageHeader title={t('consumerSettings.heading')} subtitle={t('consumerSettings.subtitle', { name: settings.name })} />
      <form
        noValidate
        onSubmit={(e) => {
          // A logo already refused here is not sent.
          if (photoError) e.preventDefault();
          else void onSubmit(e);
        }}
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
      >
        <div className="space-y-6">
          <FormSection title={t('consumerSettings.colours')} description={t('consumerSettings.coloursHint')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {(['primary_color', 'secondary_color'] as const).map((field) => (
                <Controller
                  key={field}
                  control={control}
                  name={field}
                  render={({ field: f }) => (
                    <ColorField
                      label={field === 'primary_color' ? t('consumerSettings.primary') : t('consumerSettings.secondary')}
                      pickerLabel={
                        field === 'primary_color' ? t('consumerSettings.pickPrimary') : t('consumerSettings.pickSecondary')
                      }
                      value={f.value}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      error={errors[field]?.message}
                    />
                  )}
                />
              ))}
            </div>
            <div className="mt-4">
              <Button
                variant="ghost"
                icon={<RotateCcw className="size-4" aria-hidden />}
                onClick={() => {
                  setValue('primary_color', settings.settings.primary_color.toLowerCase(), { shouldDirty: true });
                  setValue('secondary_color', settings.settings.secondary_color.toLowerCase(), { shouldDirty: true });
                }}
              >
                {t('consumerSettings.restoreColours')}
              </Button>
            </div>
          </FormSection>

          <FormSection title={t('consumerSettings.logo')} description={t('consumerSettings.logoHint')}>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <div className="grid h-20 w-40 shrink-0 place-items-center rounded-xl bg-slate-50 ring-1 ring-slate-200">
                {logo ? (
                  <img
                    src={logo}
                    alt={t('consumerSettings.logoAlt', { name: settings.name })}
                    className="max-h-16 max-w-36 object-contain"
                  />
                ) : (
                  <span className="text-sm text-slate-500">{t('consumerSettings.noLogo')}</span>
                )}
              </div>
              <div className="space-y-2">
                <div className="flex flex-wrap gap-2">
                  <input
                    ref={fileRef}
                    id={fileId}
                    type="file"
                    accept={IMAGE_UPLOAD.types.join(',')}
                    className="peer sr-only"
                    aria-describedby={photoError ? `${fileId}-error` : undefined}
                    aria-invalid={photoError ? true : undefined}
                    onChange={(e) => {
                      const file = e.target.files?.[0] ?? null;
                      const problem = file ? logoProblem(file) : null;
                      setPhotoError(problem);
                      setPhoto(problem ? null : file);
                    }}
                  />
                  <label
                    htmlFor={fileId}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500"
                  >
                    <ImageUp className="size-4" aria-hidden />
                    {t('consumerSettings.chooseLogo')}
                  </label>
                  {photo && (
                    <Button variant="ghost" icon={<X className="size-4" aria-hidden />} onClick={clearPhoto}>
                      {t('consumerSettings.discardLogo')}
                    </Button>
                  )}
                </div>
                <p className="text-sm text-slate-600">{photo ? photo.name : t('consumerSettings.logoRules')}</p>
                {photoError && (
                  <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {photoError}
                  </p>
                )}
              </div>
            </div>
          </FormSection>

          <FormSection title={t('consumerSettings.tutoring')} description={t('consumerSettings.tutoringHint')}>
            <div className="space-y-4">
              <TextField
                label={t('consumerSettings.tutoringPhone')}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="(11) 98888-7777"
                error={errors.tutoring_phone_number?.message}
                className="max-w-sm"
                {...register('tutoring_phone_number')}
              />
              <Controller
                control={control}
                name="tutoring_phone_number_enabled"
                render={({ field }) => (
                  <Switch
                    checked={field.value}
                    onChange={field.onChange}
                    label={t('consumerSettings.tutoringEnabled')}
                    description={t('consumerSettings.tutoringEnabledHint')}
                  />
                )}
              />
              {phoneDigits.length >= 10 && (
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <MessageCircle className="size-4 shrink-0" aria-hidden />
                  <span>
                    {t('consumerSettings.chatLink')}{' '}
                    <span className="break-all font-mono text-slate-900">{tutorChatLink(phone)}</span>
                  </span>
                </p>
              )}
            </div>
          </FormSection>
        </div>

        <div className="space-y-4 xl:sticky xl:top-24 xl:self-start">
          <ThemePreview primary={primary} secondary={secondary} name={settings.name} logo={logo} />
          <FormActions
            cancelLabel={t('consumerSettings.discard')}
            cancelDisabled={!isDirty && !photo}
            onCancel={() => {
              reset(settingsFormDefaults(settings));
              clearPhoto();
              setPhotoError(null);
            }}
            pending={pending}
            submitLabel={t('common.saveChanges')}
          />
        </div>
      </form>
    </>
  );
}

/** A colour as a picker and as its #rrggbb text, kept in step; the text may be typed freely. */
function ColorField({
  label,
  pickerLabel,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  pickerLabel: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <div className="flex items-end gap-3">
      <input
        type="color"
        aria-label={pickerLabel}
        value={valid ? value.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        className={cx('h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-400 bg-white p-1', error ? 'mb-7' : '')}
      />
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={onBlur}
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        className="flex-1"
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        error={error}
      />
    </div>
  );
}
