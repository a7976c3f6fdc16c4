import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@trilha/shared';
import { CONTACT_TYPES, newContactSchema, type Contact, type ContactType } from '@trilha/shared/contacts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { createContacts, updateContacts } from './api.ts';

type Values = { user_id: number; type: ContactType; email: string | null; phone_number: string | null };

const usesEmail = (type: ContactType) => type === 'email' || type === 'linkedin' || type === 'other';
const usesPhone = (type: ContactType) => type === 'phone' || type === 'whatsapp' || type === 'linkedin' || type === 'other';
const schemaResolver = zodResolver(newContactSchema) as unknown as Resolver<Values, unknown, Values>;
/** Only the value the chosen type uses is checked (and sent): a field hidden by a type change is ignored. */
const resolver: Resolver<Values, unknown, Values> = (values, ctx, options) =>
  schemaResolver(
    {
      ...values,
      email: usesEmail(values.type) ? values.email : null,
      phone_number: usesPhone(values.type) ? values.phone_number : null,
    },
    ctx,
    options,
  );

/** Add or edit one contact (create-many / update-many with one item); 001 §8 error text on failure. */
export function ContactModal({ userId, contact, onClose }: { userId: number; contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      user_id: userId,
      type: contact?.type ?? 'email',
      email: contact?.email ?? '',
      phone_number: contact?.phone_number ?? '',
    },
  });
  const type = watch('type');
  const wantsEmail = usesEmail(type);
  const wantsPhone = usesPhone(type);

  const save = useMutation({
    mutationFn: (v: Values) => {
      const item = { type: v.type, email: v.email ?? null, phone_number: v.phone_number ?? null };
      return contact
        ? updateContacts({ contacts: [{ id: contact.id, ...item }] })
        : createContacts({ contacts: [{ user_id: userId, ...item }] });
    },
    onSuccess: async (r) => {
      notify.success(r.message);
      onClose();
      await qc.invalidateQueries({ queryKey: ['contacts', userId] });
    },
    onError: () => notify.error(MESSAGES.contactsSaveError, { dialog: true }),
  });

  return (
    <FormModal
      onClose={onClose}
      dirty={isDirty && !save.isPending}
      title={contact ? t('profileSettings.editContact') : t('profileSettings.addContact')}
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={handleSubmit((v) => save.mutate(v))}>
          <SelectField label={t('profileSettings.contactType')} {...register('type')}>
            {CONTACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {t(`profileSettings.contactTypes.${c}`)}
              </option>
            ))}
          </SelectField>
          {wantsEmail && (
            <TextField
              label={type === 'email' ? t('profileSettings.email') : t('profileSettings.emailOptional')}
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          )}
          {wantsPhone && (
            <TextField
              label={type === 'phone' || type === 'whatsapp' ? t('profileSettings.phone') : t('profileSettings.phoneOptional')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(11) 98888-7777"
              hint={t('profileSettings.phoneHint')}
              error={errors.phone_number?.message}
              {...register('phone_number')}
            />
          )}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      )}
    </FormModal>
  );
}
