import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import {
  createCalendarEventBodySchema,
  updateCalendarEventBodySchema,
  type CalendarEvent,
  type CreateCalendarEventBody,
  type UpdateCalendarEventBody,
} from '@trilha/shared/calendar';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { createEvent, deleteEvent, updateEvent } from './api.ts';
import { eventDays, fromLocalInput, toLocalInput } from './event-times.ts';

type FormValues = { title: string; description: string; location: string; all_day: boolean; starts_at: string; ends_at: string };

/**
 * Create (POST /events) or edit (POST /events/{id}/update, and delete) a company event. The date
 * inputs are the browser's local time; the body carries instants (event-times.ts). Failures toast
 * the spec's words (001 §8) with the fields' messages under them.
 */
export function EventFormModal({
  event,
  startsAt,
  allDay,
  onClose,
}: {
  event?: CalendarEvent;
  /** A new event's start, from the day or slot clicked (an input value). */
  startsAt?: string;
  allDay?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editing = !!event;
  const startAllDay = event?.all_day ?? allDay ?? false;
  const defaultValues: FormValues = {
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    all_day: startAllDay,
    // An all-day event's inputs are its days (the company's), not its instants in this browser's zone.
    starts_at: event ? (event.all_day ? eventDays(event).first : toLocalInput(event.starts_at, false)) : (startsAt ?? ''),
    ends_at: event ? (event.all_day ? (eventDays(event).last ?? '') : toLocalInput(event.ends_at, false)) : '',
  };
  const refresh = () => qc.invalidateQueries({ queryKey: ['calendar', 'events'] });
  const { form, onSubmit, pending } = useServerForm({
    schema: editing ? updateCalendarEventBodySchema : createCalendarEventBodySchema,
    defaultValues,
    dialog: true,
    prepare: (v) => ({
      title: v.title,
      description: v.description.trim() ? v.description : editing ? null : undefined,
      location: v.location.trim() ? v.location : editing ? null : undefined,
      all_day: v.all_day,
      starts_at: fromLocalInput(v.starts_at, v.all_day),
      ends_at: fromLocalInput(v.ends_at, v.all_day) ?? (editing ? null : undefined),
      // A whole day is a date of the company's calendar: the days picked, sent as dates.
      ...(v.all_day && /^\d{4}-\d{2}-\d{2}/.test(v.starts_at)
        ? { start_date: v.starts_at.slice(0, 10), end_date: v.ends_at ? v.ends_at.slice(0, 10) : null }
        : {}),
    }),
    submit: (body) =>
      event ? updateEvent(event.id, body as UpdateCalendarEventBody) : createEvent(body as CreateCalendarEventBody),
    errorMessage: () => t(editing ? 'messages.calendarEventUpdateError' : 'messages.calendarEventCreateError'),
    onSuccess: async () => {
      onClose();
      await refresh();
    },
  });
  const {
    register,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const wholeDay = watch('all_day');

  const remove = async () => {
    if (!event) return;
    setDeleting(true);
    try {
      const res = await deleteEvent(event.id);
      notify.success(res.message);
      setConfirmingDelete(false);
      onClose();
      await refresh();
    } catch {
      notify.error(t('messages.calendarEventDeleteError'), { dialog: true });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <FormModal
      onClose={onClose}
      dirty={isDirty && !pending}
      title={editing ? t('calendar.editTitle') : t('calendar.createTitle')}
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
          <TextField label={t('calendar.title')} autoComplete="off" error={errors.title?.message} {...register('title')} />
          <Controller
            control={control}
            name="all_day"
            render={({ field }) => (
              <Switch
                label={t('calendar.allDay')}
                description={t('calendar.allDayHint')}
                checked={field.value}
                onChange={(on) => {
                  // Keep the chosen days when the inputs switch between date and date-and-time.
                  for (const name of ['starts_at', 'ends_at'] as const) {
                    const value = getValues(name);
                    if (value)
                      setValue(
                        name,
                        on ? value.slice(0, 10) : `${value.slice(0, 10)}T${name === 'starts_at' ? '09:00' : '10:00'}`,
                      );
                  }
                  field.onChange(on);
                }}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('calendar.startsAt')}
              type={wholeDay ? 'date' : 'datetime-local'}
              error={errors.starts_at?.message}
              {...register('starts_at')}
            />
            <TextField
              label={t('calendar.endsAt')}
              type={wholeDay ? 'date' : 'datetime-local'}
              error={errors.ends_at?.message}
              {...register('ends_at')}
            />
          </div>
          <TextField
            label={t('calendar.location')}
            autoComplete="off"
            error={errors.location?.message}
            {...register('location')}
          />
          <TextAreaField
            label={t('calendar.description')}
            rows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {editing ? (
              <Button variant="ghost" icon={<Trash2 className="size-4" aria-hidden />} onClick={() => setConfirmingDelete(true)}>
                {t('calendar.delete')}
              </Button>
            ) : (
              <span />
            )}
            <FormActions onCancel={requestClose} pending={pending} />
          </div>
          <ConfirmDialog
            open={confirmingDelete}
            title={t('calendar.deleteConfirmTitle')}
            message={t('calendar.deleteConfirm', { title: event?.title ?? '' })}
            confirmLabel={t('calendar.delete')}
            cancelLabel={t('calendar.cancel')}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={() => !deleting && void remove()}
          />
        </form>
      )}
    </FormModal>
  );
}
