import type { Feature } from '../../app/feature.ts';
import type { calendarStrings } from './strings.ts';

/** Calendar View (001 §2): the company's events by month and week, and each member's iCalendar feed. */
export const calendarFeature: Feature<typeof calendarStrings> = {
  name: 'calendar',
  strings: () => import('./strings.ts').then((m) => m.calendarStrings),
  routes: {
    shell: [
      {
        path: 'calendar',
        title: 'calendar.titles.page',
        permission: 'calendar:view',
        page: () => import('./CalendarPage.tsx').then((m) => ({ Component: m.CalendarPage, loader: m.calendarLoader })),
      },
    ],
  },
  nav: [
    {
      key: 'calendar',
      label: 'nav.calendar',
      icon: 'CalendarDays',
      order: 80,
      permission: 'calendar:view',
      target: { route: () => '/calendar' },
    },
  ],
};
