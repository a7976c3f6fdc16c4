import { useState } from 'react';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageResponseSchema } from '@trilha/shared';
import { MAX_PER_PAGE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema } from '@trilha/shared/disciplines';
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
import { Modal } from '../../../ui/Modal.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { DialogToaster } from '../../../ui/DialogToaster.tsx';
import { encodeListParams } from '../../../lib/list/list-params.ts';
import { serverDetail } from '../../../lib/api-errors.ts';
import { notify } from '../../../lib/toast.ts';
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

const duplicateTopic = (id: number, disciplineId: number) =>
  request(`/discipline-topics/${id}/duplicate`, {
    method: 'POST',
    body: { discipline_id: disciplineId },
    schema: disciplineTopicMessageResponseSchema,
  });

/** The disciplines a topic may be copied into: the ones the caller may edit, first 100 by name. */
const editableDisciplinesQuery = queryOptions({
  queryKey: ['disciplines', 'editable-targets'],
  queryFn: ({ signal }) =>
    request('/disciplines', {
      query: encodeListParams(listDisciplinesQuerySchema, { page: 1, per_page: MAX_PER_PAGE, type: 'own' }),
      schema: disciplinePageSchema,
      signal,
    }).then((page) => page.data.filter((d) => d.isEditable)),
});

/** POST /discipline-topics/{id}/duplicate: a copy of the topic into this or another discipline the caller edits. */
export function DuplicateTopicDialog({
  disciplineId,
  topic,
  onClose,
}: {
  disciplineId: number;
  topic: TopicRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(disciplineId);
  const targets = useQuery(editableDisciplinesQuery);
  const run = useMutation({
    mutationFn: () => duplicateTopic(topic.id, target),
    onSuccess: async (r) => {
      notify.success(r.message);
      onClose();
      if (target === disciplineId) await refreshTopics(disciplineId);
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('materials.errors.topicDuplicate'), { dialog: true }),
  });
  const options = targets.data ?? [];
  return (
    <Modal open onClose={onClose} title={t('materials.topics.duplicateTitle')} className="max-w-lg">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('materials.topics.duplicateIntro', { title: topic.title })}</p>
        <SelectField
          label={t('materials.topics.duplicateTarget')}
          value={target}
          disabled={targets.isPending}
          onChange={(e) => setTarget(Number(e.target.value))}
        >
          {/* The current discipline first, even when it is not among the first 100. */}
          <option value={disciplineId}>{t('materials.topics.duplicateHere')}</option>
          {options
            .filter((d) => d.id !== disciplineId)
            .map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
        </SelectField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('materials.staff.cancel')}
          </Button>
          <Button loading={run.isPending} onClick={() => run.mutate()}>
            {t('materials.topics.duplicateAction')}
          </Button>
        </div>
      </div>
      <DialogToaster />
    </Modal>
  );
}
