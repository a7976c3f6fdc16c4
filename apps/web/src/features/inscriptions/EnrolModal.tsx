import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { createInscriptionBodySchema, type CreateInscriptionBody } from '@trilha/shared/inscriptions';
import type { UserType } from '@trilha/shared/kernel';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { enrolCandidatesQuery, enrolUsers } from './api.ts';
import { edgeOf } from './window.ts';

type Values = { users_ids: number[]; started_at: string; finished_at: string };

/** Enrol one or more users (a searchable picker) with an optional window: POST /discipline-inscriptions. */
export function EnrolModal({
  disciplineId,
  onClose,
  onDone,
}: {
  disciplineId: number;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const candidates = useQuery(enrolCandidatesQuery(term));
  const { form, onSubmit, pending } = useServerForm({
    schema: createInscriptionBodySchema,
    defaultValues: { users_ids: [] as number[], started_at: '', finished_at: '' } satisfies Values,
    prepare: (v) => ({
      discipline_id: disciplineId,
      users_ids: v.users_ids.length ? v.users_ids : undefined,
      started_at: edgeOf(v.started_at),
      finished_at: edgeOf(v.finished_at),
    }),
    dialog: true,
    submit: (body: CreateInscriptionBody) =>
      enrolUsers(disciplineId, body.users_ids ?? [], {
        started_at: body.started_at?.toISOString() ?? null,
        finished_at: body.finished_at?.toISOString() ?? null,
      }),
    errorMessage: (e) => serverDetail(e) ?? t('inscriptions.errors.enrol'),
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const selected = watch('users_ids');
  const toggle = (id: number) =>
    setValue('users_ids', selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id], { shouldDirty: true });

  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('inscriptions.enrolTitle')} className="sm:max-w-xl">
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <TextField
            label={t('inscriptions.pickUsers')}
            placeholder={t('inscriptions.pickUsersPlaceholder')}
            hint={t('inscriptions.pickHint')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            trailing={<Search className="size-4 text-slate-500" aria-hidden />}
            autoComplete="off"
          />
          <fieldset aria-busy={candidates.isFetching || undefined}>
            <legend className="sr-only">{t('inscriptions.pickUsers')}</legend>
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
              {candidates.isPending && (
                <li className="flex justify-center p-4">
                  <Spinner className="size-5" />
                </li>
              )}
              {candidates.isError && <li className="p-4 text-sm text-red-700">{t('inscriptions.loadError')}</li>}
              {candidates.data?.data.length === 0 && (
                <li className="p-4 text-sm text-slate-600">{t('inscriptions.noUsersFound')}</li>
              )}
              {candidates.data?.data.map((u) => (
                <li key={u.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-600"
                      checked={selected.includes(u.id)}
                      onChange={() => toggle(u.id)}
                    />
                    <Avatar user={u} className="size-8" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{u.name}</span>
                      <span className="block truncate text-sm text-slate-600">{u.email}</span>
                    </span>
                    <RoleBadge type={u.type as UserType} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p role="status" className="text-sm font-medium text-slate-700">
            {t('inscriptions.selected', { count: selected.length })}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('inscriptions.startedAt')}
              error={errors.started_at?.message}
              {...register('started_at')}
            />
            <TextField
              type="date"
              label={t('inscriptions.finishedAt')}
              error={errors.finished_at?.message}
              {...register('finished_at')}
            />
          </div>
          <p className="text-sm text-slate-600">{t('inscriptions.windowHint')}</p>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={requestClose}>
              {t('app.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={selected.length === 0}>
              {t('inscriptions.enrol')}
            </Button>
          </div>
        </form>
      )}
    </FormModal>
  );
}
