import type { Feature } from '../../app/feature.ts';
import type { notificationPreferencesStrings } from './strings.ts';

/**
 * Notification preferences (beyond the spec: docs/notifications.md): which types reach the user in
 * the bell and in the daily e-mail digest. Reached from the user menu and the bell's panel.
 */
export const notificationPreferencesFeature: Feature<typeof notificationPreferencesStrings> = {
  name: 'notification-preferences',
  strings: () => import('./strings.ts').then((m) => m.notificationPreferencesStrings),
  routes: {
    shell: [
      {
        path: 'notification-preferences',
        title: 'messages.preferencesTitle',
        permission: 'notifications:receive',
        page: () =>
          import('./NotificationPreferencesPage.tsx').then((m) => ({
            Component: m.NotificationPreferencesPage,
            loader: m.notificationPreferencesLoader,
          })),
      },
    ],
  },
  userMenu: [
    {
      key: 'notification-preferences',
      label: 'notifications.preferences',
      icon: 'BellRing',
      order: 25,
      permission: 'notifications:receive',
      to: () => '/notification-preferences',
    },
  ],
};
