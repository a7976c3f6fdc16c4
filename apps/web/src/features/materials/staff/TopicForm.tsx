import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageResponseSchema } from '@trilha/shared';
import { PAGE_SIZE } from '@trilha/shared/kernel';
import { disciplinePageSchema, listDisciplinesQuerySchema, type Discipline } from '@trilha/shared/disciplines';
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
import { Modal } from '../../../ui/Modal.tsx';
import { PickList, type PickSource } from '../../../ui/PickList.tsx';
import { DialogToaster } from '../../../ui/DialogToaster.tsx';
import { encodeListParams } from '../../../lib/list/list-params.ts';
import { serverDetail } from '../../../lib/api-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { refreshTopics, type TopicRow } from '../api.ts';
import { FormActions } from '../../../ui/FormActions.tsx';

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
          <FormActions
            onCancel={requestClose}
            pending={pending}
            submitLabel={editing ? undefined : t('materials.staff.create')}
          />
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

/**
 * The disciplines a topic may be copied into, searched and paged by the server: own and manageable
 * (`type=own&manageable=true`), exactly the ones POST …/duplicate accepts as `discipline_id`.
 */
const editableTargets: PickSource<Discipline> = {
  key: ['disciplines', 'editable-targets'],
  load: ({ search, page, signal }) =>
    request('/disciplines', {
      query: {
        ...encodeListParams(listDisciplinesQuerySchema, {
          page,
          per_page: PAGE_SIZE.disciplinePicker,
          search: search || undefined,
          type: 'own',
        }),
        manageable: 'true',
      },
      schema: disciplinePageSchema,
      signal,
    }),
};

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
  /** The chosen discipline's name, since it may sit on a page not loaded (null: this discipline). */
  const [targetName, setTargetName] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: () => duplicateTopic(topic.id, target),
    onSuccess: async (r) => {
      notify.success(r.message);
      onClose();
      if (target === disciplineId) await refreshTopics(disciplineId);
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('materials.errors.topicDuplicate'), { dialog: true }),
  });
  return (
    <Modal open onClose={onClose} title={t('materials.topics.duplicateTitle')} className="max-w-lg">
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('materials.topics.duplicateIntro', { title: topic.title })}</p>
        <PickList
          label={t('materials.topics.duplicateTarget')}
          showLabel
          searchLabel={t('materials.topics.duplicateSearch')}
          searchPlaceholder={t('materials.topics.duplicateSearchPlaceholder')}
          source={editableTargets}
          optionId={(d) => d.id}
          renderOption={(d) => (
            <span className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{d.name}</span>
              {d.id === disciplineId && (
                <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {t('materials.topics.duplicateHere')}
                </span>
              )}
            </span>
          )}
          emptyText={() => t('materials.topics.duplicateNone')}
          errorText={t('materials.topics.duplicateLoadError')}
          value={target}
          onChange={(id, d) => {
            setTarget(id);
            setTargetName(id === disciplineId ? null : d.name);
          }}
          listClassName="max-h-56"
        />
        <p className="text-sm font-medium text-slate-700">
          {t('materials.topics.duplicateChosen', { name: targetName ?? t('materials.topics.duplicateHere') })}
        </p>
        <FormActions
          onCancel={onClose}
          pending={run.isPending}
          onSubmit={() => run.mutate()}
          submitLabel={t('materials.topics.duplicateAction')}
        />
      </div>
      <DialogToaster />
    </Modal>
  );
}
