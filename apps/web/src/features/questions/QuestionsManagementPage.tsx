import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileQuestion, Pencil, Plus, SearchX, Trash2, X } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { QUESTION_SORTS, QUESTION_TYPES, type Question } from '@trilha/shared/questions';
import { queryClient } from '../../app/query-client.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useList } from '../../lib/list/use-list.ts';
import { notify } from '../../lib/toast.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { deleteQuestion, deleteQuestions, questionsList, type BulkOutcome } from './api.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { BulkResultModal } from './BulkResultModal.tsx';
import { disciplineQuery } from '../materials/public.ts';
import { QuestionImportActions } from '../question-import/public.ts';
import { GenerateQuestionsAction } from '../ai/public.ts';

export async function questionsManagementLoader({ request }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(questionsList.queryFor(request.url));
  return null;
}

type Editing = { question: Question | null } | null;

/**
 * Questions Management (/questions/management, 000 §2): the company's question bank, searched and
 * filtered in the URL; create and edit questions of the three types, delete one, or select many
 * and delete them (the ones refused, e.g. linked to a quiz, are listed in a modal).
 */
export function QuestionsManagementPage() {
  const { t } = useTranslation();
  const list = useList(questionsList);
  const qc = useQueryClient();
  const manage = can(useRequiredSession().user.type, 'questions:manage');
  const generate = can(useRequiredSession().user.type, 'ai:generate-questions');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmMany, setConfirmMany] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['questions'] });

  const removeOne = useMutation({
    mutationFn: (q: Question) => deleteQuestion(q.id),
    onSuccess: async (r, q) => {
      notify.success(r.message);
      setDeleting(null);
      setSelected((s) => new Set([...s].filter((id) => id !== q.id)));
      await list.afterRemove();
      await refresh();
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(serverDetail(e));
    },
  });
  const removeMany = useMutation({
    mutationFn: () => deleteQuestions([...selected]),
    onSuccess: async (r) => {
      setConfirmMany(false);
      if (r.failed.length) setOutcome(r);
      else notify.success(r.message);
      setSelected(new Set(r.failed.map((f) => f.id)));
      if (r.done.length) {
        await list.afterRemove(r.done.length);
        await refresh();
      }
    },
    onError: (e) => {
      setConfirmMany(false);
      notify.error(serverDetail(e));
    },
  });

  const rows = list.rows;
  const allOnPage = rows.length > 0 && rows.every((q) => selected.has(q.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const q of rows)
        if (on) next.add(q.id);
        else next.delete(q.id);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('questions.heading')}
        subtitle={t('questions.subtitle')}
        actions={
          manage && (
            <div className="flex flex-wrap gap-3" data-slot="question-actions">
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing({ question: null })}>
                {t('questions.create')}
              </Button>
              <QuestionImportActions disciplineId={list.params.discipline_id} selectedIds={[...selected]} onImported={refresh} />
              {generate ? <GenerateQuestionsAction disciplineId={list.params.discipline_id} onImported={refresh} /> : null}
            </div>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <SearchBox
          id="question-search"
          label={t('questions.search')}
          placeholder={t('questions.searchPlaceholder')}
          value={list.params.search ?? ''}
          onSearch={(search) => void list.setParams({ search: search || undefined })}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label={t('questions.filters.type')}
            value={list.params.type ?? ''}
            onChange={(e) => void list.setParams({ type: (e.target.value || undefined) as Question['type'] | undefined })}
          >
            <option value="">{t('questions.filters.anyType')}</option>
            {QUESTION_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`questions.types.${k}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('questions.filters.feedback')}
            value={list.params.allow_feedback === undefined ? '' : String(list.params.allow_feedback)}
            onChange={(e) =>
              void list.setParams({ allow_feedback: e.target.value === '' ? undefined : e.target.value === 'true' })
            }
          >
            <option value="">{t('questions.filters.anyFeedback')}</option>
            <option value="true">{t('questions.filters.withFeedback')}</option>
            <option value="false">{t('questions.filters.withoutFeedback')}</option>
          </SelectField>
          <SelectField
            label={t('questions.filters.sort')}
            value={list.params.sort}
            onChange={(e) => void list.setParams({ sort: e.target.value as (typeof QUESTION_SORTS)[number] })}
          >
            {QUESTION_SORTS.map((k) => (
              <option key={k} value={k}>
                {t(`questions.sorts.${k}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {list.params.discipline_id !== undefined && (
        <DisciplineFilter id={list.params.discipline_id} onClear={() => void list.setParams({ discipline_id: undefined })} />
      )}
      {manage && rows.length > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2">
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-primary-600"
              checked={allOnPage}
              onChange={(e) => toggleAll(e.target.checked)}
            />
            {t('questions.selectAll')}
          </label>
          <div className="flex items-center gap-3">
            <span className="text-sm text-slate-600" aria-live="polite">
              {t('questions.selected', { count: selected.size })}
            </span>
            <Button
              variant="danger"
              icon={<Trash2 className="size-4" aria-hidden />}
              disabled={selected.size === 0}
              onClick={() => setConfirmMany(true)}
            >
              {t('questions.deleteSelected')}
            </Button>
          </div>
        </div>
      )}
      <ListView
        list={list}
        count={(count) => t('questions.count', { count })}
        empty={
          <EmptyState icon={<FileQuestion className="size-7" aria-hidden />} title={t('questions.empty')}>
            {t('questions.emptyHint')}
          </EmptyState>
        }
        emptyFiltered={<EmptyState icon={<SearchX className="size-7" aria-hidden />} title={t('questions.emptyFiltered')} />}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((q) => (
              <li key={q.id}>
                <QuestionCard
                  question={q}
                  leading={
                    manage && (
                      <input
                        type="checkbox"
                        className="mt-1 size-5 shrink-0 accent-primary-600"
                        aria-label={t('questions.select', { title: q.title })}
                        checked={selected.has(q.id)}
                        onChange={(e) => toggle(q.id, e.target.checked)}
                      />
                    )
                  }
                  actions={
                    manage && (
                      <>
                        <IconButton label={t('questions.edit', { title: q.title })} onClick={() => setEditing({ question: q })}>
                          <Pencil aria-hidden />
                        </IconButton>
                        <IconButton
                          tone="danger"
                          label={t('questions.delete', { title: q.title })}
                          onClick={() => setDeleting(q)}
                        >
                          <Trash2 aria-hidden />
                        </IconButton>
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
      {editing && (
        <QuestionForm
          question={editing.question}
          disciplineId={list.params.discipline_id ?? null}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('questions.confirmDeleteTitle')}
        message={t('questions.confirmDelete', { title: deleting?.title ?? '' })}
        confirmLabel={t('questions.deleteConfirm')}
        cancelLabel={t('questions.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removeOne.mutate(deleting)}
      />
      <ConfirmDialog
        open={confirmMany}
        title={t('questions.confirmDeleteTitle')}
        message={t('questions.confirmDeleteMany', { count: selected.size })}
        confirmLabel={t('questions.deleteConfirm')}
        cancelLabel={t('questions.cancel')}
        onCancel={() => setConfirmMany(false)}
        onConfirm={() => removeMany.mutate()}
      />
      {outcome && <BulkResultModal outcome={outcome} onClose={() => setOutcome(null)} />}
    </>
  );
}

/** The discipline the list is narrowed to (from Quizzes' link): its name, and a way back to the whole bank. */
function DisciplineFilter({ id, onClear }: { id: number; onClear: () => void }) {
  const { t } = useTranslation();
  const discipline = useQuery(disciplineQuery(id));
  const name = discipline.data?.name ?? `#${id}`;
  return (
    <p className="mb-4 inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-800">
      {t('questions.filters.discipline', { name })}
      <button
        type="button"
        className="grid size-9 place-items-center rounded-full hover:bg-white"
        aria-label={t('questions.filters.clearDiscipline', { name })}
        onClick={onClear}
      >
        <X className="size-4" aria-hidden />
      </button>
    </p>
  );
}
