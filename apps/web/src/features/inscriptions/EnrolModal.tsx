import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createInscriptionBodySchema, type CreateInscriptionBody } from '@trilha/shared/inscriptions';
import { canManageEnrolmentOf, type UserType } from '@trilha/shared/kernel';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { RoleBadge } from '../../ui/RoleBadge.tsx';
import { PickList } from '../../ui/PickList.tsx';
import { Avatar } from '../../shell/Avatar.tsx';
import { useRequiredSession } from '../../lib/session.ts';
import { enrolCandidates, enrolUsers } from './api.ts';
import { edgeOf } from './window.ts';
import { FormActions } from '../../ui/FormActions.tsx';

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
  const actorType = useRequiredSession().user.type as UserType;
  const candidates = useMemo(() => enrolCandidates(disciplineId), [disciplineId]);
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

  return (
    <FormModal onClose={onClose} dirty={isDirty && !pending} title={t('inscriptions.enrolTitle')} className="sm:max-w-xl">
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <PickList
            multiple
            label={t('inscriptions.pickList')}
            searchLabel={t('inscriptions.pickUsers')}
            searchPlaceholder={t('inscriptions.pickUsersPlaceholder')}
            hint={t('inscriptions.pickHint')}
            source={candidates}
            optionId={(u) => u.id}
            disabledReason={(u) =>
              u.enrolled
                ? t('inscriptions.alreadyEnrolled')
                : !canManageEnrolmentOf(actorType, u.type as UserType)
                  ? t('inscriptions.cannotEnrolRole')
                  : null
            }
            renderOption={(u) => (
              <span className="flex items-center gap-3">
                <Avatar user={u} className="size-8" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{u.name}</span>
                  <span className="block truncate text-sm text-slate-600">{u.email}</span>
                </span>
                <RoleBadge type={u.type as UserType} />
              </span>
            )}
            emptyText={() => t('inscriptions.noUsersFound')}
            errorText={t('inscriptions.loadError')}
            value={selected}
            onChange={(ids) => setValue('users_ids', ids, { shouldDirty: true })}
          />
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
          <FormActions
            onCancel={requestClose}
            pending={pending}
            disabled={selected.length === 0}
            submitLabel={t('inscriptions.enrol')}
          />
        </form>
      )}
    </FormModal>
  );
}
