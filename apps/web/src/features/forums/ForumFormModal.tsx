import { useTranslation } from 'react-i18next';
import { updateForumBodySchema, type Forum, type UpdateForumBody } from '@trilha/shared/forums';
import { queryClient } from '../../app/query-client.ts';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { TextField } from '../../ui/Field.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { createForum, forumKeys, updateForum } from './api.ts';

type Values = { title: string; description: string; status: 'open' | 'closed'; is_visible: boolean; votes_enable: boolean };

/** Create a forum, or edit one: title, description, open or closed, visible to students, votes (001 §3). */
export function ForumFormModal({
  disciplineId,
  forum,
  onClose,
}: {
  disciplineId: number;
  forum: Forum | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useServerForm<Values, UpdateForumBody, unknown>({
    schema: updateForumBodySchema,
    defaultValues: {
      title: forum?.title ?? '',
      description: forum?.description ?? '',
      status: forum?.status ?? 'open',
      is_visible: forum?.is_visible ?? true,
      votes_enable: forum?.votes_enable ?? true,
    },
    dialog: true,
    submit: (body) =>
      forum ? updateForum(forum.id, body) : createForum({ ...body, title: body.title ?? '', discipline_id: disciplineId }),
    onSuccess: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const toggle = (name: 'is_visible' | 'votes_enable') => (v: boolean) => setValue(name, v, { shouldDirty: true });
  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={forum ? t('forums.editForum') : t('forums.newForum')}>
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <TextField label={t('forums.title')} maxLength={255} error={errors.title?.message} {...register('title')} />
          <TextAreaField
            label={t('forums.description')}
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <Switch
            label={t('forums.isOpen')}
            description={t('forums.isOpenHint')}
            checked={watch('status') === 'open'}
            onChange={(v) => setValue('status', v ? 'open' : 'closed', { shouldDirty: true })}
          />
          <Switch label={t('forums.isVisible')} checked={watch('is_visible')} onChange={toggle('is_visible')} />
          <Switch label={t('forums.votesEnable')} checked={watch('votes_enable')} onChange={toggle('votes_enable')} />
          <FormActions onCancel={requestClose} pending={pending} submitLabel={forum ? undefined : t('forums.create')} />
        </form>
      )}
    </FormModal>
  );
}
