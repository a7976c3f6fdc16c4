import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_TYPES,
  CONTACT_VISIBILITIES,
  newContactSchema,
  type Contact,
  type ContactType,
  type ContactVisibility,
} from '@trilha/shared/contacts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { createContacts, updateContacts } from './api.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { messageText } from '../../i18n/index.ts';

type Values = {
  user_id: number;
  type: ContactType;
  email: string | null;
  phone_number: string | null;
  visibility: ContactVisibility;
};

const usesEmail = (type: ContactType) => type === 'email' || type === 'linkedin' || type === 'other';
const usesPhone = (type: ContactType) => type === 'phone' || type === 'whatsapp' || type === 'linkedin' || type === 'other';

/** Add or edit one contact (create-many / update-many with one item); 001 §8 error text on failure. */
export function ContactModal({ userId, contact, onClose }: { userId: number; contact: Contact | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const defaultValues: Values = {
    user_id: userId,
    type: contact?.type ?? 'email',
    email: contact?.email ?? '',
    phone_number: contact?.phone_number ?? '',
    visibility: contact?.visibility ?? 'public',
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: newContactSchema,
    defaultValues,
    // Only the value the chosen type uses is checked (and sent): a field hidden by a type change is ignored.
    prepare: (v) => ({
      ...v,
      email: usesEmail(v.type) ? v.email : null,
      phone_number: usesPhone(v.type) ? v.phone_number : null,
    }),
    dialog: true,
    submit: (v) => {
      const item = { type: v.type, email: v.email ?? null, phone_number: v.phone_number ?? null, visibility: v.visibility };
      return contact
        ? updateContacts({ contacts: [{ id: contact.id, ...item }] })
        : createContacts({ contacts: [{ user_id: userId, ...item }] });
    },
    errorMessage: () => messageText('contactsSaveError'),
    onSuccess: async () => {
      onClose();
      await qc.invalidateQueries({ queryKey: ['contacts', userId] });
    },
  });
  const {
    register,
    watch,
    formState: { errors, isDirty },
  } = form;
  const type = watch('type');
  const wantsEmail = usesEmail(type);
  const wantsPhone = usesPhone(type);

  return (
    <FormModal
      onClose={onClose}
      dirty={isDirty && !pending}
      title={contact ? t('profileSettings.editContact') : t('profileSettings.addContact')}
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
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
          <SelectField
            label={t('profileSettings.visibility.label')}
            hint={t(`profileSettings.visibility.hints.${watch('visibility')}`)}
            {...register('visibility')}
          >
            {CONTACT_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`profileSettings.visibility.${v}`)}
              </option>
            ))}
          </SelectField>
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
