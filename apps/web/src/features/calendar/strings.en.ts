// English strings of this feature: the keys of strings.ts (the pt-BR source), checked by the type.
import type { Translation } from '../../i18n/translation.ts';
import type { calendarStrings } from './strings.ts';

const strings: Translation<typeof calendarStrings> = {
  calendar: {
    titles: {
      page: 'Calendar',
    },
    heading: 'Calendar',
    subtitle: "The company's events and your disciplines' deadlines.",
    create: 'New event',
    createTitle: 'New event',
    editTitle: 'Edit event',
    detailsTitle: 'Event',
    title: 'Title',
    allDay: 'All day',
    allDayHint: 'No time: it takes the days from start to end.',
    startsAt: 'Start',
    endsAt: 'End (optional)',
    location: 'Place (optional)',
    description: 'Description (optional)',
    delete: 'Delete event',
    deleteConfirmTitle: 'Delete event',
    deleteConfirm: 'The event "{{title}}" will leave the whole company\'s calendar.',
    cancel: 'Cancel',
    close: 'Close',
    when: 'When',
    where: 'Where',
    author: 'Created by {{name}}',
    loading: 'Loading events',
    kinds: {
      quiz: 'Quiz',
      task: 'Task',
    },
    views: {
      month: 'Month',
      week: 'Week',
      today: 'Today',
      previous: 'Previous',
      next: 'Next',
      label: 'View',
    },
    feed: {
      heading: 'Subscribe in your calendar app',
      body: "A private link with the company's events and the windows of your disciplines' quizzes and tasks, for Google Calendar, Outlook or Apple Calendar. Whoever has the link sees your calendar: do not share it.",
      none: 'You have not generated a link yet.',
      active:
        'Link active since {{date}}. For security it is only shown when generated: generate a new one if you need to copy it again (the previous one stops working).',
      generate: 'Generate link',
      regenerate: 'Generate new link',
      revoke: 'Revoke link',
      url: 'Calendar link',
      copy: 'Copy link',
      copied: 'Link copied!',
      copyFailed: 'Could not copy: select the link and copy it.',
      shownOnce: 'Copy it now: this link will not be shown again.',
      regenerateConfirmTitle: 'Generate new link',
      regenerateConfirm: 'The current link will stop working in the apps where it was added.',
      revokeConfirmTitle: 'Revoke link',
      revokeConfirm: 'The link will stop working in the apps where it was added.',
      error: 'The calendar link could not be updated. Please try again.',
    },
    // profiles helper (issue 29 item 31)
    agenda: {
      view: 'Agenda',
      empty: 'No events in this period.',
      allDay: 'All day',
      eventLabel: '{{title}}, {{when}}',
    },
    // issue 29 (a11y): the month's "+n mais" link and its name (containing the visible text).
    moreLink: '+{{count}} more',
    moreLinkHint_one: '{{text}}: show {{count}} event',
    moreLinkHint_other: '{{text}}: show {{count}} events',
  },
};

export default strings;
