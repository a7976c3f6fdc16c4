import { useTranslation } from 'react-i18next';
import { Clock, MapPin } from 'lucide-react';
import type { CalendarEvent } from '@trilha/shared/calendar';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { eventDays, localDay } from './event-times.ts';

/** When an event happens, in words: its day(s), or its start and end times. */
export function eventWhen(e: CalendarEvent): string {
  if (e.all_day) {
    // The company's days, the same wherever the reader is (not starts_at in their zone).
    const { first, last } = eventDays(e);
    return last && last !== first
      ? `${formatDate(localDay(first))} – ${formatDate(localDay(last))}`
      : formatDate(localDay(first));
  }
  return e.ends_at && e.ends_at !== e.starts_at
    ? `${formatDateTime(e.starts_at)} – ${formatDateTime(e.ends_at)}`
    : formatDateTime(e.starts_at);
}

/** An event as a member who may not edit it sees it. */
export function EventDetailsModal({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onClose}
      title={event.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('calendar.close')}
        </Button>
      }
    >
      <dl className="space-y-3 text-sm text-slate-800">
        <div className="flex gap-2">
          <dt>
            <Clock className="size-4 text-slate-500" aria-hidden />
            <span className="sr-only">{t('calendar.when')}</span>
          </dt>
          <dd>{eventWhen(event)}</dd>
        </div>
        {event.location && (
          <div className="flex gap-2">
            <dt>
              <MapPin className="size-4 text-slate-500" aria-hidden />
              <span className="sr-only">{t('calendar.where')}</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
        )}
      </dl>
      {event.description && <p className="mt-4 whitespace-pre-line text-sm text-slate-700">{event.description}</p>}
      {event.author && <p className="mt-4 text-xs text-slate-500">{t('calendar.author', { name: event.author.name })}</p>}
    </Modal>
  );
}
