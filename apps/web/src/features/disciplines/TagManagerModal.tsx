import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Lock, Plus, Save, Trash2 } from 'lucide-react';
import {
  createDisciplineTagBodySchema,
  updateDisciplineTagBodySchema,
  type DisciplineTag,
  type UpdateDisciplineTagBody,
} from '@trilha/shared/discipline-tags';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { ConfirmDialog, Modal } from '../../ui/Modal.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cx } from '../../ui/cx.ts';
import { createTag, deleteTag, tagsQuery, updateTag } from './api.ts';

const DEFAULT_COLOR = '#64748b';

/** A labelled native colour picker (#rrggbb), 44 px like the other controls. */
const ColorInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; hideLabel?: boolean; error?: string }
>(function ColorInput({ label, hideLabel, error, ...rest }, ref) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="color"
        aria-invalid={error ? true : undefined}
        title={error ?? label}
        className="block h-11 w-14 cursor-pointer rounded-lg border border-slate-400 bg-white p-1"
        {...rest}
      />
    </div>
  );
});

/** Both the tags list and the cards show tags: every change refreshes both. */
const useRefresh = () => {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: ['discipline-tags'] }), qc.invalidateQueries({ queryKey: ['disciplines'] })]);
};

/** The company's tags (discipline-tags:manage): create, rename, recolour and delete them. */
export function TagManagerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const tags = useQuery(tagsQuery);
  const refresh = useRefresh();
  const [deleting, setDeleting] = useState<DisciplineTag | null>(null);
  const remove = useMutation({
    mutationFn: (tag: DisciplineTag) => deleteTag(tag.id),
    onSuccess: async (r) => {
      setDeleting(null);
      notify.success(r.message, { dialog: true });
      await refresh();
    },
    onError: (e) => {
      setDeleting(null);
      notify.error(serverDetail(e) ?? t('disciplines.tags.deleteError'), { dialog: true });
    },
  });

  return (
    <>
      <Modal open onClose={onClose} title={t('disciplines.tags.manageTitle')} className="max-w-xl">
        <p className="mb-4 text-sm text-slate-600">{t('disciplines.tags.manageHint')}</p>
        <CreateTagForm />
        <div className="mt-5">
          {tags.isPending ? (
            <Spinner className="mx-auto size-6" />
          ) : (tags.data?.data.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-600">{t('disciplines.tags.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={t('disciplines.tags.manageTitle')}>
              {tags.data!.data.map((tag) => (
                <li key={tag.id} className="py-2">
                  <TagRow tag={tag} onDelete={() => setDeleting(tag)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('app.close')}
          </Button>
        </div>
        <DialogToaster />
      </Modal>
      <ConfirmDialog
        open={!!deleting}
        title={t('disciplines.tags.deleteTitle')}
        message={t('disciplines.tags.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('app.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

function CreateTagForm() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { form, onSubmit, pending } = useServerForm({
    schema: createDisciplineTagBodySchema,
    defaultValues: { name: '', color: DEFAULT_COLOR },
    dialog: true,
    submit: (body) => createTag(body),
    errorMessage: (e) => serverDetail(e) ?? t('disciplines.tags.createError'),
    onSuccess: async () => {
      form.reset();
      await refresh();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="flex items-end gap-2">
      <TextField
        className="flex-1"
        label={t('disciplines.tags.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <ColorInput label={t('disciplines.tags.color')} error={errors.color?.message} {...register('color')} />
      <Button type="submit" loading={pending} icon={<Plus className="size-4" aria-hidden />}>
        <span className="sr-only sm:not-sr-only">{t('disciplines.tags.add')}</span>
      </Button>
    </form>
  );
}

/** One tag, renamed and recoloured in place; only what changed is sent. */
function TagRow({ tag, onDelete }: { tag: DisciplineTag; onDelete: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const { form, onSubmit, pending } = useServerForm({
    schema: updateDisciplineTagBodySchema,
    defaultValues: { name: tag.name, color: tag.color },
    dialog: true,
    submit: (values, { formState: { dirtyFields } }) => {
      const body: UpdateDisciplineTagBody = {};
      if (dirtyFields.name) body.name = values.name;
      if (dirtyFields.color) body.color = values.color;
      return updateTag(tag.id, body);
    },
    errorMessage: (e) => serverDetail(e) ?? t('disciplines.tags.updateError'),
    onSuccess: async (r) => {
      form.reset({ name: r.data.name, color: r.data.color });
      await refresh();
    },
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  if (!tag.is_editable)
    return (
      <div className="flex min-h-11 items-center gap-3 px-1 text-sm text-slate-800">
        <span aria-hidden className="size-4 rounded-full" style={{ backgroundColor: tag.color }} />
        <span className="flex-1 font-medium">{tag.name}</span>
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <Lock className="size-3.5" aria-hidden />
          {t('disciplines.tags.locked')}
        </span>
      </div>
    );
  return (
    <form noValidate onSubmit={onSubmit} className="flex items-start gap-2">
      <div className="flex-1">
        <input
          aria-label={t('disciplines.tags.nameOf', { name: tag.name })}
          aria-invalid={errors.name ? true : undefined}
          autoComplete="off"
          className={cx(
            'block min-h-11 w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-xs',
            'focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200',
            errors.name ? 'border-red-700' : 'border-slate-400',
          )}
          {...register('name')}
        />
        {errors.name && <p className="mt-1 text-sm text-red-700">{errors.name.message}</p>}
      </div>
      <ColorInput
        label={t('disciplines.tags.colorOf', { name: tag.name })}
        hideLabel
        error={errors.color?.message}
        {...register('color')}
      />
      <IconButton type="submit" label={t('disciplines.tags.save', { name: tag.name })} disabled={!isDirty || pending}>
        {pending ? <Spinner className="size-5" /> : <Save aria-hidden />}
      </IconButton>
      <IconButton tone="danger" label={t('disciplines.tags.delete', { name: tag.name })} onClick={onDelete}>
        <Trash2 aria-hidden />
      </IconButton>
    </form>
  );
}
