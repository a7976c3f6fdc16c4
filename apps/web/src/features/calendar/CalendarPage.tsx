import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import esLocale from '@fullcalendar/core/locales/es';
import type { LocaleInput } from '@fullcalendar/core';
import { can } from '@trilha/shared/kernel';
import type { CalendarEvent, CalendarWindow } from '@trilha/shared/calendar';
import { queryClient } from '../../app/query-client.ts';
import { LOCALE } from '../../i18n/index.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { cx } from '../../ui/cx.ts';
import { formatDateTime } from '../../lib/format.ts';
import { eventsQuery, feedQuery, windowsQuery, type Range } from './api.ts';
import { calendarEntry, inputForSlot, windowEntry } from './event-times.ts';
import { EventFormModal } from './EventFormModal.tsx';
import { EventDetailsModal, eventWhen } from './EventDetailsModal.tsx';
import { FeedPanel } from './FeedPanel.tsx';

/** FullCalendar's own words (month names, "all-day") in the page's language; English is its default. */
const CALENDAR_LOCALE: Record<typeof LOCALE, LocaleInput | string> = { 'pt-BR': ptBrLocale, en: 'en', es: esLocale };

/** The feed's state loads with the screen; the events load for the range the calendar shows. */
export async function calendarLoader() {
  await queryClient.prefetchQuery(feedQuery);
  return null;
}

/**
 * A new event's start from the cell clicked: a month's day starts at 09:00 (most events have an
 * hour), the week's all-day row is a whole day, an hour slot is that hour.
 */
function slotStart(date: Date, allDay: boolean, view: string): { startsAt: string; allDay: boolean } {
  if (view === 'dayGridMonth' || view === 'listMonth') return { startsAt: `${inputForSlot(date, true)}T09:00`, allDay: false };
  return { startsAt: inputForSlot(date, allDay), allDay };
}

const PHONE_VIEWS = [
  ['listMonth', 'calendar.agenda.view'],
  ['dayGridMonth', 'calendar.views.month'],
  ['timeGridWeek', 'calendar.views.week'],
] as const;

type Dialog = { kind: 'create'; startsAt?: string; allDay?: boolean } | { kind: 'edit' | 'view'; event: CalendarEvent } | null;

// FullCalendar draws with its own CSS variables: the tenant's colours through ours.
const themeVars = {
  '--fc-event-bg-color': 'var(--color-primary-600)',
  '--fc-event-border-color': 'var(--color-primary-600)',
  '--fc-event-text-color': 'var(--color-on-primary)',
  '--fc-today-bg-color': 'var(--color-primary-50)',
  '--fc-button-bg-color': '#fff',
  '--fc-button-text-color': '#1e293b',
  '--fc-button-border-color': '#cbd5e1',
  '--fc-button-hover-bg-color': '#f1f5f9',
  '--fc-button-hover-border-color': '#cbd5e1',
  '--fc-button-active-bg-color': 'var(--color-primary-600)',
  '--fc-button-active-border-color': 'var(--color-primary-600)',
  '--fc-border-color': '#e2e8f0',
} as CSSProperties;

/**
 * Calendar View (001 §2): the company's events by month or week (FullCalendar, docs/calendar.md),
 * created and edited by staff (a click on a day or an hour starts a new one there), read by
 * everyone, and the member's private iCalendar feed below.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const canManage = can(user.type, 'calendar:manage');
  const [range, setRange] = useState<Range | null>(null);
  const calendar = useRef<FullCalendar>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [phone, setPhone] = useState(() => window.matchMedia('(max-width: 639px)').matches);
  // A phone opens on the agenda (a list of the month's events, as phone calendar apps do), the
  // month grid one tap away; wider screens open on the month.
  const [initialView] = useState(() => (phone ? 'listMonth' : 'dayGridMonth'));
  const [view, setView] = useState(initialView);
  const moreText = (n: number) => t('calendar.moreLink', { count: n });
  // FullCalendar's prev/next chevrons are role="img" spans without a name inside buttons that have
  // one (its hints): hidden from assistive technology, whenever FullCalendar draws them.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    // A month's day cell is named by its day number ("1 de dezembro") while it shows that day's
    // events too, so its name does not contain what it shows (axe label-content-name-mismatch): the
    // cell goes unnamed, its day-number link keeps the full date.
    const hide = () => {
      root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])').forEach((i) => i.setAttribute('aria-hidden', 'true'));
      root.querySelectorAll('td.fc-daygrid-day[aria-labelledby]').forEach((c) => c.removeAttribute('aria-labelledby'));
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-labelledby'] });
    return () => observer.disconnect();
  }, []);
  // The week gets its fixed height only after it is drawn (the month's is 'auto', with no scroller),
  // so FullCalendar's own scrollTime has nothing to scroll yet: open it at 07:00 once it has one.
  useEffect(() => {
    if (view === 'timeGridWeek') calendar.current?.getApi().scrollToTime('07:00:00');
  }, [view]);
  useEffect(() => {
    const media = window.matchMedia('(max-width: 639px)');
    const follow = () => setPhone(media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  const events = useQuery({ ...eventsQuery(range ?? { start: '', end: '' }), enabled: !!range, placeholderData: (prev) => prev });
  // The quizzes and tasks of the member's disciplines, beside the company's events (as in their feed).
  const windows = useQuery({
    ...windowsQuery(range ?? { start: '', end: '' }),
    enabled: !!range,
    placeholderData: (prev) => prev,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (events.isError) notify.error(t('messages.calendarEventsFetchError'));
  }, [events.isError, t]);

  return (
    <>
      <PageHeader
        title={t('calendar.heading')}
        subtitle={t('calendar.subtitle')}
        actions={
          canManage && (
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
              {t('calendar.create')}
            </Button>
          )
        }
      />
      {events.isError && (
        <div className="mb-4">
          <Alert>
            {t('messages.calendarEventsFetchError')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void events.refetch()}>
              {t('app.retry')}
            </button>
          </Alert>
        </div>
      )}
      <div
        className={cx(
          'rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-5',
          // FullCalendar's own classes: the pressed view button in the tenant's readable colour, a title that fits a phone.
          '[&_.fc-button-active]:!text-on-primary [&_.fc-toolbar-title]:!text-lg [&_.fc-toolbar-title]:font-semibold sm:[&_.fc-toolbar-title]:!text-2xl',
          // Event titles in the grids: one line cut with an ellipsis (the whole title is the
          // element's tooltip and accessible name, eventDidMount), never wrapped word by word.
          '[&_.fc-daygrid-event_.fc-event-main]:min-w-0 [&_.fc-daygrid-event]:overflow-hidden',
          '[&_.fc-daygrid-event_.fc-event-title]:truncate [&_.fc-daygrid-dot-event_.fc-event-title]:min-w-0 [&_.fc-daygrid-dot-event_.fc-event-title]:flex-1',
          '[&_.fc-daygrid-event_.fc-event-time]:shrink-0 [&_.fc-timegrid-event_.fc-event-title]:truncate',
          '[&_.fc-list-event-title]:break-words',
          // Other months' day numbers: FullCalendar fades them to 30 % (1.96:1); slate-500 keeps them quieter at 4.8:1.
          '[&_.fc-day-other_.fc-daygrid-day-top]:!opacity-100 [&_.fc-day-other_.fc-daygrid-day-top]:text-slate-500',
        )}
        ref={frame}
        style={themeVars}
        aria-busy={events.isFetching || undefined}
      >
        {phone && (
          // On a phone the views sit above the calendar (FullCalendar's toolbar has no room beside
          // the title): the agenda first, the month grid one tap away, never below a long list.
          <div
            role="group"
            aria-label={t('calendar.views.label')}
            className="mb-3 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1"
          >
            {PHONE_VIEWS.map(([name, label]) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                onClick={() => calendar.current?.getApi().changeView(name)}
                className={cx(
                  'min-h-10 rounded-md text-sm font-semibold',
                  view === name ? 'bg-primary-600 text-on-primary shadow-xs' : 'text-slate-700 hover:bg-white',
                )}
              >
                {t(label)}
              </button>
            ))}
          </div>
        )}
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={CALENDAR_LOCALE[LOCALE]}
          initialView={initialView}
          headerToolbar={
            phone
              ? { left: 'title', center: '', right: 'prev,next' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }
          }
          footerToolbar={phone ? { left: 'today', center: '', right: '' } : undefined}
          buttonText={{
            today: t('calendar.views.today'),
            month: t('calendar.views.month'),
            week: t('calendar.views.week'),
            listMonth: t('calendar.agenda.view'),
          }}
          allDayText={t('calendar.agenda.allDay')}
          noEventsText={t('calendar.agenda.empty')}
          // Hints (titles, names) that contain the visible text, so a voice user's "Hoje" works (WCAG 2.5.3).
          buttonHints={{
            prev: t('calendar.views.previous'),
            next: t('calendar.views.next'),
            today: t('calendar.views.today'),
            month: t('calendar.views.month'),
            week: t('calendar.views.week'),
            listMonth: t('calendar.agenda.view'),
          }}
          moreLinkHint={(n: number) => t('calendar.moreLinkHint', { count: n, text: moreText(n) })}
          moreLinkText={(n: number) => moreText(n)}
          // FullCalendar draws the more link as an <a> without href, with aria-expanded: a button, then.
          moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
          // A month grows with its weeks; a week's 24 hours scroll inside, opened at 07:00.
          height={view === 'timeGridWeek' ? 720 : 'auto'}
          displayEventTime={!(phone && view === 'dayGridMonth')}
          dayMaxEvents={phone ? 1 : 3}
          nowIndicator
          // The whole title (and when) as the tooltip and accessible name of an entry whose title
          // the grid cuts short.
          eventDidMount={(arg) => {
            const event = arg.event.extendedProps.event as CalendarEvent | undefined;
            arg.el.title = arg.event.title;
            const when = event ? eventWhen(event) : arg.event.start ? formatDateTime(arg.event.start) : '';
            arg.el.setAttribute('aria-label', t('calendar.agenda.eventLabel', { title: arg.event.title, when }));
          }}
          events={[
            ...(events.data ?? []).map(calendarEntry),
            ...(windows.data ?? []).map((w) => windowEntry(w, t(`calendar.kinds.${w.type}`))),
          ]}
          datesSet={(arg) => {
            setView(arg.view.type);
            setRange({ start: arg.start.toISOString(), end: arg.end.toISOString() });
          }}
          dateClick={
            canManage ? (arg) => setDialog({ kind: 'create', ...slotStart(arg.date, arg.allDay, arg.view.type) }) : undefined
          }
          eventClick={(arg) => {
            arg.jsEvent.preventDefault();
            const item = arg.event.extendedProps.window as CalendarWindow | undefined;
            if (item) return void navigate(`/discipline/${item.discipline_id}/materials`);
            const event = arg.event.extendedProps.event as CalendarEvent;
            setDialog({ kind: canManage ? 'edit' : 'view', event });
          }}
        />
      </div>
      <FeedPanel />

      {dialog?.kind === 'create' && (
        <EventFormModal startsAt={dialog.startsAt} allDay={dialog.allDay} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && <EventFormModal event={dialog.event} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'view' && <EventDetailsModal event={dialog.event} onClose={() => setDialog(null)} />}
    </>
  );
}
