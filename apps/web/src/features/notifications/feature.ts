import type { Feature } from '../../app/feature.ts';
import type { notificationsPageStrings } from './strings.ts';

/**
 * Notifications: the bell (no screen of its own; the shell mounts NotificationBell for the roles
 * 001 §2 names, its strings the core catalogue's `notifications`) and the notifications page
 * (/notifications, issue 29): every role's full list, reached from the user menu, where one's own
 * are read, opened and deleted, and a manager sets the company's retention.
 */
export const notificationsFeature: Feature<typeof notificationsPageStrings> = {
  name: 'notifications',
  strings: () => import('./strings.ts').then((m) => m.notificationsPageStrings),
  routes: {
    shell: [
      {
        path: 'notifications',
        title: 'messages.notificationsPageTitle',
        permission: 'notifications:receive',
        page: () =>
          import('./NotificationsPage.tsx').then((m) => ({ Component: m.NotificationsPage, loader: m.notificationsPageLoader })),
      },
    ],
  },
  userMenu: [
    {
      key: 'notifications',
      label: 'notificationsPage.menu',
      icon: 'Bell',
      order: 24,
      permission: 'notifications:receive',
      to: () => '/notifications',
    },
  ],
};
