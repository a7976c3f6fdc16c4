import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEEKLY_HOURS_MAX } from '@trilha/shared/sessions';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { saveWeeklyHours } from './api.ts';

/** POST /tutor-settings: the tutor's own weekly hours ('Carga horária alterada com sucesso!'). */
export function WeeklyHoursForm({ current }: { current: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (hours: number) => saveWeeklyHours(hours),
    onSuccess: (r) => {
      setError(undefined);
      notify.success(r.message);
      void qc.invalidateQueries({ queryKey: ['sessions', 'tutor-metrics'] });
    },
    onError: (e) => {
      const detail = serverDetail(e);
      setError(detail ?? undefined);
      notify.error(t('sessions.tutor.saveError'));
    },
  });
  return (
    // noValidate: the server's rule and message (0 to 168) show under the field, as every form's do.
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const hours = Number(value);
        save.mutate(value.trim() === '' || !Number.isInteger(hours) ? Number.NaN : hours);
      }}
    >
      <TextField
        label={t('sessions.tutor.weeklyHoursField')}
        hint={t('sessions.tutor.weeklyHoursHint')}
        error={error}
        type="number"
        inputMode="numeric"
        min={0}
        max={WEEKLY_HOURS_MAX}
        step={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="w-full sm:w-64"
      />
      <Button type="submit" loading={save.isPending} className="sm:mb-6">
        {t('sessions.tutor.save')}
      </Button>
    </form>
  );
}
