import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Discipline } from '@trilha/shared/disciplines';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../../ui/Modal.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { attachTags, removeTag, tagsQuery } from './api.ts';

/** The tags of one discipline: remove one, or add one of the company's (POST /disciplines/{id}/discipline-tag[/remove]). */
export function DisciplineTagsModal({ discipline, onClose }: { discipline: Discipline; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const all = useQuery(tagsQuery);
  // The answer of each call is the discipline as it now is: the modal shows that, not the stale card.
  const [current, setCurrent] = useState(discipline);
  const [chosen, setChosen] = useState('');
  const done = async (d: Discipline, message: string) => {
    setCurrent(d);
    notify.success(message, { dialog: true });
    await qc.invalidateQueries({ queryKey: ['disciplines'] });
  };
  const attach = useMutation({
    mutationFn: (tagId: number) => attachTags(discipline.id, [tagId]),
    onSuccess: async (r) => {
      setChosen('');
      await done(r.data, r.message);
    },
    onError: (e) => notify.error(serverDetail(e) ?? t('disciplines.tags.attachError'), { dialog: true }),
  });
  const remove = useMutation({
    mutationFn: (tagId: number) => removeTag(discipline.id, tagId),
    onSuccess: (r) => done(r.data, r.message),
    onError: (e) => notify.error(serverDetail(e) ?? t('disciplines.tags.removeError'), { dialog: true }),
  });
  const attachedIds = new Set(current.tags.map((x) => x.id));
  const available = (all.data?.data ?? []).filter((x) => !attachedIds.has(x.id));

  return (
    <Modal open onClose={onClose} title={t('disciplines.tags.disciplineTitle')}>
      <p className="mb-3 text-sm font-semibold text-slate-900">{current.name}</p>
      <h3 className="mb-2 text-sm font-medium text-slate-700">{t('disciplines.tags.attached')}</h3>
      {current.tags.length === 0 ? (
        <p className="text-sm text-slate-600">{t('disciplines.tags.noneAttached')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('disciplines.tags.attached')}>
          {current.tags.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800"
            >
              <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: tag.color }} />
              {tag.name}
              <button
                type="button"
                className="grid size-7 place-items-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 disabled:opacity-50"
                aria-label={t('disciplines.tags.remove', { name: tag.name })}
                title={t('disciplines.tags.remove', { name: tag.name })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(tag.id)}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) attach.mutate(Number(chosen));
        }}
      >
        <SelectField
          label={t('disciplines.tags.choose')}
          className="flex-1"
          value={chosen}
          disabled={available.length === 0}
          hint={all.isSuccess && available.length === 0 ? t('disciplines.tags.noneLeft') : undefined}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{t('disciplines.tags.chooseOne')}</option>
          {available.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={attach.isPending} disabled={!chosen}>
          {t('disciplines.tags.attach')}
        </Button>
      </form>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('app.close')}
        </Button>
      </div>
      <DialogToaster />
    </Modal>
  );
}
