import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateUserBodySchema, type UpdateUserBody, type User } from '@trilha/shared/users';
import { session, useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { responsibleOptionsQuery, updateUser } from './api.ts';
import { assignableTypes, userErrorMessage } from './user-rules.ts';
import { schemaResolver } from './form-resolver.ts';

type FormValues = { name: string; email: string; type: User['type']; user_responsible: number | null };

/** Edit a user (PUT /users/{id}): only the fields changed are sent; nobody changes their own type. */
export function EditUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const qc = useQueryClient();
  const self = user.id === s.user.id;
  const responsibles = useQuery(responsibleOptionsQuery);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<FormValues, unknown, UpdateUserBody>({
    resolver: schemaResolver<FormValues, UpdateUserBody>(updateUserBodySchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      type: user.type,
      user_responsible: user.user_responsible?.id ?? null,
    },
  });

  const save = useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(user.id, body),
    onSuccess: async (r) => {
      notify.success(r.message);
      if (self) session.updateUser({ name: r.data.name, email: r.data.email });
      onClose();
      await qc.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (e) => notify.error(userErrorMessage('update', e), { dialog: true }),
  });

  const types = assignableTypes(s.user.type);
  const options = (responsibles.data?.data ?? []).filter((u) => u.id !== user.id);
  // The current responsible stays selectable even if outside the first page of options.
  if (user.user_responsible && !options.some((o) => o.id === user.user_responsible!.id))
    options.unshift({ ...user, id: user.user_responsible.id, name: user.user_responsible.name });

  return (
    <FormModal onClose={onClose} dirty={isDirty && !save.isPending} title={t('users.editTitle')}>
      {(requestClose) => (
        <form
          noValidate
          className="space-y-4"
          onSubmit={handleSubmit((values) => {
            const body: UpdateUserBody = {};
            if (dirtyFields.name) body.name = values.name;
            if (dirtyFields.email) body.email = values.email;
            if (dirtyFields.type && !self) body.type = values.type;
            if (dirtyFields.user_responsible) body.user_responsible = values.user_responsible ?? null;
            if (Object.keys(body).length === 0) return onClose();
            save.mutate(body);
          })}
        >
          <TextField label={t('users.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label={t('users.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <SelectField
            label={t('users.role')}
            disabled={self}
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
