import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AtSign, Briefcase, ImageUp, MessageCircle, Pencil, Phone, Plus, RefreshCw, Trash2, UserRound, X } from 'lucide-react';
import { IMAGE_UPLOAD, landingPath } from '@trilha/shared/kernel';
import { type Contact, type ContactType, type ContactVisibility } from '@trilha/shared/contacts';
import { avatarAttributesSchema } from '@trilha/shared/users';
import { PROFILE_CITY_MAX, PROFILE_RESUME_MAX, updateProfileBodySchema } from '@trilha/shared/profiles';
import { queryClient } from '../../app/query-client.ts';
import { imageFileSchema } from '../../lib/forms/image-file.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { requireSession } from '../../lib/route-loader.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { notify, queueToast } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { userQuery } from '../users/public.ts';
import { contactsQuery, deleteContacts, saveAvatarAttributes, uploadAvatar } from './api.ts';
import { profileQuery, updateProfile } from './profile-api.ts';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Eye, Lock, Users } from 'lucide-react';
import { AVATAR_FORM_ORDER, AVATAR_OPTIONS, avatarAttributeApplies, avatarValues } from './avatar-options.ts';
import { GeneratedAvatar } from './GeneratedAvatar.tsx';
import { ContactModal } from './ContactModal.tsx';
import { messageText } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';

type SkinTone = 'Pale' | 'Light' | 'Yellow' | 'Tanned' | 'DarkBrown';

/** 000 §5 / 001 §2: Profile Settings only for the user's own id; any other is blocked. */
export async function profileSettingsLoader({ params }: LoaderFunctionArgs) {
  const s = requireSession();
  if (Number(params.id) !== s.user.id) {
    queueToast('error', messageText('forbidden'));
    throw redirect(landingPath(s.user.type));
  }
  await queryClient.ensureQueryData(userQuery(s.user.id));
  return null;
}

/** Profile Settings (/profile/{id}/settings): avatar (photo or generated) and contacts. */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { user: me } = useRequiredSession();
  const user = useSuspenseQuery(userQuery(me.id)).data.data;
  return (
    <>
      <PageHeader title={t('profileSettings.heading')} subtitle={t('profileSettings.subtitle')} />
      {/* One column of at most the viewport: a long contact (an e-mail) truncates instead of
          widening the page at 390 px. */}
      <div className="grid max-w-5xl grid-cols-1 gap-6">
        <AboutSection userId={user.id} />
        <PhotoSection userId={user.id} name={user.name} avatar={user.avatar} />
        <GeneratedAvatarSection userId={user.id} saved={user.avatar_attributes} />
        <ContactsSection userId={user.id} />
      </div>
    </>
  );
}

/** "Sobre" and city, shown on the profile (PUT /users/{id}/profile). */
function AboutSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery(userId));
  return (
    <FormSection title={t('profileSettings.about.heading')} description={t('profileSettings.about.hint')}>
      {profile.isPending ? (
        <div className="flex items-center gap-3 py-6 text-slate-600">
          <Spinner />
          <span>{t('profileSettings.about.loading')}</span>
        </div>
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{messageText('profileFetchError')}</p>
          <Button variant="secondary" icon={<RefreshCw className="size-4" aria-hidden />} onClick={() => void profile.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <AboutForm userId={userId} resume={profile.data.resume ?? ''} city={profile.data.city ?? ''} />
      )}
    </FormSection>
  );
}

function AboutForm({ userId, resume, city }: { userId: number; resume: string; city: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { form, onSubmit, pending } = useServerForm({
    schema: updateProfileBodySchema,
    defaultValues: { resume, city },
    submit: (body) => updateProfile(userId, body),
    errorMessage: () => messageText('profileUpdateError'),
    onSuccess: (r) => {
      qc.setQueryData(profileQuery(userId).queryKey, r.data);
      form.reset({ resume: r.data.resume ?? '', city: r.data.city ?? '' });
    },
  });
  const {
    register,
    watch,
    formState: { errors, isDirty },
  } = form;
  const length = (watch('resume') ?? '').length;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextAreaField
        label={t('profileSettings.about.resume')}
        rows={4}
        maxLength={PROFILE_RESUME_MAX}
        hint={t('profileSettings.about.resumeHint', { used: formatNumber(length), max: formatNumber(PROFILE_RESUME_MAX) })}
        error={errors.resume?.message}
        {...register('resume')}
      />
      <TextField
        label={t('profileSettings.about.city')}
        autoComplete="address-level2"
        maxLength={PROFILE_CITY_MAX}
        error={errors.city?.message}
        {...register('city')}
      />
      <div>
        <Button type="submit" loading={pending} disabled={!isDirty}>
          {t('profileSettings.about.save')}
        </Button>
      </div>
    </form>
  );
}

function useAvatarSaved(userId: number) {
  const qc = useQueryClient();
  return (r: { message: string; data: { avatar: string | null } }) => {
    session.updateUser({ avatar: r.data.avatar });
    qc.setQueryData(userQuery(userId).queryKey, r as never);
  };
}

const photoFormSchema = z.object({ avatar: imageFileSchema });

function PhotoSection({ userId, name, avatar }: { userId: number; name: string; avatar: string | null }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const saved = useAvatarSaved(userId);
  // A file input cannot be controlled: the form holds the chosen File, the input is emptied by hand.
  const clear = () => {
    form.reset();
    if (inputRef.current) inputRef.current.value = '';
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: photoFormSchema,
    defaultValues: { avatar: null as File | null },
    submit: (body) => uploadAvatar(userId, body.avatar),
    // 001 §8: the spec's text, whatever the server said.
    errorMessage: () => messageText('avatarUpdateError'),
    onSuccess: (r) => {
      saved(r);
      clear();
    },
  });
  const file = form.watch('avatar');
  const problem = form.formState.errors.avatar?.message;
  const chosen = file && !problem ? file : null;
  useEffect(() => {
    if (!chosen) return setPreview(null);
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  return (
    <FormSection title={t('profileSettings.photo')} description={t('profileSettings.photoHint')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {preview ? (
          <img
            src={preview}
            alt={t('profileSettings.photoPreview')}
            className="size-24 rounded-full object-cover ring-4 ring-primary-100"
          />
        ) : (
          <Avatar user={{ name, avatar }} className="size-24 text-2xl ring-4 ring-primary-100" />
        )}
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_UPLOAD.types.join(',')}
              className="peer sr-only"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              // Checked as soon as it is chosen: a wrong file is refused before anything is sent.
              onChange={(e) => form.setValue('avatar', e.target.files?.[0] ?? null, { shouldValidate: true })}
            />
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500"
            >
              <ImageUp className="size-4" aria-hidden />
              {t('profileSettings.choosePhoto')}
            </label>
            {chosen && (
              <>
                <Button type="submit" loading={pending}>
                  {t('profileSettings.savePhoto')}
                </Button>
                <Button variant="ghost" icon={<X className="size-4" aria-hidden />} onClick={clear} disabled={pending}>
                  {t('app.cancel')}
                </Button>
              </>
            )}
          </div>
          <p className="text-sm text-slate-600">{chosen ? (chosen as File).name : t('profileSettings.photoRules')}</p>
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
      </form>
    </FormSection>
  );
}

function GeneratedAvatarSection({ userId, saved: savedAttrs }: { userId: number; saved: Record<string, string> | null }) {
  const { t } = useTranslation();
  const saved = useAvatarSaved(userId);
  const { form, onSubmit, pending } = useServerForm({
    schema: avatarAttributesSchema,
    defaultValues: avatarValues(savedAttrs),
    submit: (body) => saveAvatarAttributes(userId, body),
    errorMessage: () => messageText('avatarUpdateError'),
    onSuccess: (r) => {
      saved(r);
      form.reset(form.getValues());
    },
  });
  const values = form.watch();
  const changed = form.formState.isDirty;
  return (
    <FormSection title={t('profileSettings.generated')} description={t('profileSettings.generatedHint')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="flex flex-col items-center gap-3">
          <GeneratedAvatar attributes={values} label={t('profileSettings.generatedPreview')} className="size-44" />
          <Button type="submit" className="w-full" loading={pending} disabled={!changed}>
            {t('profileSettings.saveAvatar')}
          </Button>
          {changed && (
            <Button variant="ghost" className="w-full" onClick={() => form.reset()}>
              {t('profileSettings.discardAvatar')}
            </Button>
          )}
        </div>
        <div className="grid content-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AVATAR_FORM_ORDER.filter((a) => avatarAttributeApplies(a, values)).map((attr) => (
            <SelectField key={attr} label={t(`profileSettings.avatarAttributes.${attr}`)} {...form.register(attr)}>
              {AVATAR_OPTIONS[attr].map((o) => (
                <option key={o} value={o}>
                  {attr === 'skin_color'
                    ? t(`profileSettings.skinTones.${o as (typeof AVATAR_OPTIONS)['skin_color'][number]}`)
                    : t(`profileSettings.avatarOptions.${o as Exclude<(typeof AVATAR_OPTIONS)[typeof attr][number], SkinTone>}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </form>
    </FormSection>
  );
}

const CONTACT_ICONS: Record<ContactType, typeof Phone> = {
  email: AtSign,
  phone: Phone,
  whatsapp: MessageCircle,
  linkedin: Briefcase,
  other: UserRound,
};

function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

const VISIBILITY_ICONS: Record<ContactVisibility, typeof Eye> = { public: Eye, staff: Users, private: Lock };

/** Who sees a contact on the profile, as a small tag (icon and words: never colour alone). */
function VisibilityTag({ visibility }: { visibility: ContactVisibility }) {
  const { t } = useTranslation();
  const Icon = VISIBILITY_ICONS[visibility];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] font-medium normal-case tracking-normal text-slate-700">
      <Icon className="size-3" aria-hidden />
      {t(`profileSettings.visibility.${visibility}`)}
    </span>
  );
}

function ContactsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const contacts = useQuery(contactsQuery(userId));
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  useEffect(() => {
    if (contacts.isError) notify.error(messageText('contactsFetchError'));
  }, [contacts.isError]);
  const remove = useMutation({
    mutationFn: (c: Contact) => deleteContacts([c.id]),
    onSuccess: async (r) => {
      // A partly done bulk delete says which contacts stayed and why.
      if (r.failed.length) notify.error([r.message, ...r.failed.map((f) => f.message)].join(' — '));
      else notify.success(r.message);
      setDeleting(null);
      await qc.invalidateQueries({ queryKey: ['contacts', userId] });
    },
    onError: () => {
      setDeleting(null);
      notify.error(messageText('contactsDeleteError'));
    },
  });
  const list = contacts.data?.data ?? [];

  return (
    <FormSection title={t('profileSettings.contacts')} description={t('profileSettings.contactsHint')}>
      <div aria-live="polite" aria-busy={contacts.isPending || undefined}>
        {contacts.isPending ? (
          <div className="flex items-center gap-3 py-6 text-slate-600">
            <Spinner />
            <span>{t('profileSettings.contactsLoading')}</span>
          </div>
        ) : contacts.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>{messageText('contactsFetchError')}</p>
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden />}
              onClick={() => void contacts.refetch()}
            >
              {t('app.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState icon={<AtSign className="size-7" aria-hidden />} title={t('profileSettings.noContactsTitle')}>
            {t('profileSettings.noContacts')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200" aria-label={t('profileSettings.contacts')}>
            {list.map((c) => {
              const Icon = CONTACT_ICONS[c.type];
              const value = [c.email, c.phone_number ? formatPhone(c.phone_number) : null].filter(Boolean).join(' · ');
              return (
                <li key={c.id} className="flex items-center gap-3 px-4 py-2">
                  <span
                    className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700"
                    aria-hidden
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 text-xs font-medium uppercase tracking-wide text-slate-600">
                      <span>{t(`profileSettings.contactTypes.${c.type}`)}</span>
                      <VisibilityTag visibility={c.visibility} />
                    </p>
                    {/* Wrapped, not cut: the whole address is the point of a contact. */}
                    <p className="font-medium wrap-anywhere text-slate-900">{value}</p>
                  </div>
                  <IconButton label={t('profileSettings.editContactOf', { value })} onClick={() => setEditing(c)}>
                    <Pencil aria-hidden />
                  </IconButton>
                  <IconButton
                    tone="danger"
                    label={t('profileSettings.deleteContactOf', { value })}
                    onClick={() => setDeleting(c)}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {!contacts.isPending && !contacts.isError && (
        <div className="mt-4">
          <Button variant="secondary" icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing('new')}>
            {t('profileSettings.addContact')}
          </Button>
        </div>
      )}
      {editing && <ContactModal userId={userId} contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profileSettings.deleteContactTitle')}
        message={t('profileSettings.deleteContactBody')}
        confirmLabel={remove.isPending ? t('common.deleting') : t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
      />
    </FormSection>
  );
}
