import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canChangeMemberIdentity } from '@trilha/shared/kernel';
import { updateUserBodySchema, type UpdateUserBody, type User } from '@trilha/shared/users';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { session, useRequiredSession } from '../../lib/session.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { responsibleOptionsQuery } from '../companies/public.ts';
import { updateUser } from './api.ts';
import { assignableTypes, userErrorMessage } from './user-rules.ts';
import { FormActions } from '../../ui/FormActions.tsx';

type FormValues = { name: string; email: string; type: User['type']; user_responsible: number | null };

/** Edit a user (PUT /users/{id}): only the fields changed are sent; nobody changes their own type. */
export function EditUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const qc = useQueryClient();
  const self = user.id === s.user.id;
  // A member shared with another company: name, e-mail and type are an admin's to change (the
  // API refuses them too); the responsible here stays editable.
  const locked = !self && !canChangeMemberIdentity(s.user.type, user);
  const responsibles = useQuery(responsibleOptionsQuery);
  const defaultValues: FormValues = {
    name: user.name,
    email: user.email,
    type: user.type,
    user_responsible: user.user_responsible?.id ?? null,
  };
  const { form, onSubmit, pending } = useServerForm({
    schema: updateUserBodySchema,
    defaultValues,
    dialog: true,
    submit: (values, { formState: { dirtyFields } }) => {
      const body: UpdateUserBody = {};
      if (dirtyFields.name) body.name = values.name;
      if (dirtyFields.email) body.email = values.email;
      if (dirtyFields.type && !self) body.type = values.type;
      if (dirtyFields.user_responsible) body.user_responsible = values.user_responsible ?? null;
      return updateUser(user.id, body);
    },
    errorMessage: (e) => userErrorMessage('update', e),
    onSuccess: async (r) => {
      if (self) session.updateUser({ name: r.data.name, email: r.data.email });
      onClose();
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;

  const types = assignableTypes(s.user.type);
  const options = (responsibles.data?.data ?? []).filter((u) => u.id !== user.id);
  // The current responsible stays selectable even if outside the first page of options.
  if (user.user_responsible && !options.some((o) => o.id === user.user_responsible!.id))
    options.unshift({ ...user, id: user.user_responsible.id, name: user.user_responsible.name });

  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('users.editTitle')}>
      {(requestClose) => (
        // Nothing changed: Save just closes, no request.
        <form noValidate className="space-y-4" onSubmit={isDirty ? onSubmit : (e) => (e.preventDefault(), onClose())}>
          <TextField
            label={t('users.name')}
            autoComplete="off"
            disabled={locked}
            hint={locked ? t('users.sharedHint') : undefined}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('users.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            disabled={locked}
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label={t('users.role')}
            disabled={self || locked}
            hint={self ? t('users.ownTypeHint') : undefined}
            error={errors.type?.message}
            {...register('type')}
          >
            {(types.includes(user.type) ? types : [user.type, ...types]).map((type) => (
              <option key={type} value={type}>
                {t(`roles.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('users.responsibleOptional')}
            error={errors.user_responsible?.message}
            {...register('user_responsible', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
          >
            <option value="">{t('users.noResponsible')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
          <FormActions onCancel={requestClose} pending={pending} />
        </form>
      )}
    </FormModal>
  );
}
