import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImageUp, MessageCircle, RotateCcw, X } from 'lucide-react';
import { IMAGE_UPLOAD, MESSAGES } from '@trilha/shared';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { guardLoader, requireRole } from '../../lib/route-loader.ts';
import { notify } from '../../lib/toast.ts';
import { mediaUrl } from '../../lib/media.ts';
import { applyTheme } from '../../lib/theme/apply.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { tutorChatLink } from '../../shell/sidebar-entries.ts';
import { tenantSettingsQuery } from '../tenant/api.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { cx } from '../../ui/cx.ts';
import { FormSection } from '../users/FormSection.tsx';
import { serverDetail } from '../users/user-rules.ts';
import { consumerSettingsQuery, updateConsumerSettings } from './api.ts';
import {
  logoProblem,
  previewColor,
  settingsFormData,
  settingsFormDefaults,
  validateSettings,
  type SettingsField,
  type SettingsFormValues,
} from './settings-form.ts';
import { ThemePreview } from './ThemePreview.tsx';

/** Settings (001 §6): manager and client, and admins (docs/permissions.md consumer-settings:update). */
export const consumerSettingsLoader = guardLoader(async () => {
  requireRole(['manager', 'client', 'admin']);
  await queryClient.ensureQueryData(consumerSettingsQuery);
  return null;
});

/** Update Consumer Settings (/consumers/settings): colours with a live preview, logo, tutoring phone. */
export function ConsumerSettingsPage() {
  const { t } = useTranslation();
  const settings = useSuspenseQuery(consumerSettingsQuery).data.data;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const {
    control,
    register,
    handleSubmit,
    watch,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<SettingsFormValues>({
    defaultValues: settingsFormDefaults(settings),
    resolver: (values) => {
      const found = validateSettings(values);
      const fields = Object.entries(found) as [SettingsField, string][];
      return fields.length
        ? { values: {}, errors: Object.fromEntries(fields.map(([f, message]) => [f, { type: 'validate', message }])) }
        : { values, errors: {} };
    },
  });

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

  const save = useMutation({
    mutationFn: (values: SettingsFormValues) =>
      updateConsumerSettings(settings.consumerSettingsId, settingsFormData(values, photo)),
    onSuccess: (r) => {
      // The whole app takes the new theme now; the tenant settings cache keeps it on later screens.
      queryClient.setQueryData(consumerSettingsQuery.queryKey, { data: r.data });
      queryClient.setQueryData(tenantSettingsQuery.queryKey, { data: r.data });
      applyTheme(r.data.primary_color, r.data.secondary_color);
      reset(settingsFormDefaults(r.data));
      setPhoto(null);
      if (fileRef.current) fileRef.current.value = '';
      notify.success(MESSAGES.settingsUpdated);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors)
        for (const [field, messages] of Object.entries(e.errors)) {
          if (field === 'photo' && messages[0]) setPhotoError(messages[0]);
          else if (field in settingsFormDefaults(settings) && messages[0])
            setError(field as SettingsField, { message: messages[0] }, { shouldFocus: true });
        }
      notify.error(serverDetail(e) ?? t('consumerSettings.saveError'));
    },
  });

  const logo = photoUrl ?? (settings.settings.photo ? mediaUrl(settings.settings.photo) : null);

  return (
    <>
      <PageHeader title={t('consumerSettings.heading')} subtitle={t('consumerSettings.subtitle', { name: settings.name })} />
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          if (photoError) return;
          save.mutate(values);
        })}
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
                    <Button
                      variant="ghost"
                      icon={<X className="size-4" aria-hidden />}
                      onClick={() => {
                        setPhoto(null);
                        if (fileRef.current) fileRef.current.value = '';
                      }}
                    >
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
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={!isDirty && !photo}
              onClick={() => {
                reset(settingsFormDefaults(settings));
                setPhoto(null);
                setPhotoError(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              {t('consumerSettings.discard')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.saveChanges')}
            </Button>
          </div>
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
