import { useTranslation } from 'react-i18next';
import { messageResponseSchema } from '@trilha/shared';
import {
  createDisciplineTopicBodySchema,
  disciplineTopicMessageResponseSchema,
  updateDisciplineTopicBodySchema,
  type CreateDisciplineTopicBody,
  type UpdateDisciplineTopicBody,
} from '@trilha/shared/discipline-topics';
import { request } from '../../../lib/api.ts';
import { useServerForm } from '../../../lib/forms/use-server-form.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { TextField } from '../../../ui/Field.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { refreshTopics, type TopicRow } from '../api.ts';

// The topic calls live here, in the staff chunk: a student's screen only lists topics.
const createTopic = (body: CreateDisciplineTopicBody) =>
  request('/discipline-topics', { method: 'POST', body, schema: disciplineTopicMessageResponseSchema });
const updateTopic = (id: number, body: UpdateDisciplineTopicBody) =>
  request(`/discipline-topics/${id}`, { method: 'PUT', body, schema: disciplineTopicMessageResponseSchema });
export const deleteTopic = (id: number) =>
  request(`/discipline-topics/${id}`, { method: 'DELETE', schema: messageResponseSchema });

/** Create or edit a discipline topic (title, description): POST /discipline-topics, PUT /discipline-topics/{id}. */
export function TopicForm({
  disciplineId,
  topic,
  onCreated,
  onClose,
}: {
  disciplineId: number;
  topic?: TopicRow;
  onCreated?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const editing = !!topic;
  const { form, onSubmit, pending } = useServerForm({
    schema: (editing
      ? updateDisciplineTopicBodySchema
      : createDisciplineTopicBodySchema) as typeof createDisciplineTopicBodySchema,
    defaultValues: { title: topic?.title ?? '', description: topic?.description ?? '', discipline_id: disciplineId },
    // An emptied description clears it (null) rather than storing blank text; a topic stays in its discipline.
    prepare: (v) => {
      const description = v.description.trim() || null;
      return editing ? { title: v.title, description } : { ...v, description };
    },
    dialog: true,
    submit: (body) => (topic ? updateTopic(topic.id, body) : createTopic(body)),
    errorMessage: () => t(editing ? 'materials.errors.topicUpdate' : 'materials.errors.topicCreate'),
    onSuccess: async () => {
      onClose();
      await refreshTopics(disciplineId);
      if (!editing) onCreated?.();
    },
  });
  const errors = form.formState.errors;
  return (
    <FormModal
      onClose={onClose}
      dirty={form.formState.isDirty}
      title={t(editing ? 'materials.topics.formTitleEdit' : 'materials.topics.formTitleNew')}
      className="max-w-lg"
    >
      {(requestClose) => (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label={t('materials.form.title')} error={errors.title?.message} autoFocus {...form.register('title')} />
          <TextAreaField
            label={t('materials.form.description')}
            rows={4}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('materials.staff.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t(editing ? 'materials.staff.save' : 'materials.staff.create')}
            </Button>
          </div>
        </form>
      )}
    </FormModal>
  );
}
