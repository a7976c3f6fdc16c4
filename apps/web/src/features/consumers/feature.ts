import type { Feature } from '../../app/feature.ts';
import type { consumersStrings } from './strings.ts';

/** Update Consumer Settings (001 §6): the tenant's colours, logo and tutoring phone. */
export const consumersFeature: Feature<typeof consumersStrings> = {
  name: 'consumers',
  strings: () => import('./strings.ts').then((m) => m.consumersStrings),
  routes: {
    shell: [
      {
        path: 'consumers/settings',
        title: 'consumerSettings.titles.settings',
        permission: 'consumer-settings:update',
        page: () =>
          import('./ConsumerSettingsPage.tsx').then((m) => ({
            Component: m.ConsumerSettingsPage,
            loader: m.consumerSettingsLoader,
          })),
      },
    ],
  },
  userMenu: [
    {
      key: 'settings',
      label: 'userMenu.settings',
      icon: 'Settings',
      order: 20,
      permission: 'consumer-settings:menu',
      to: () => '/consumers/settings',
    },
  ],
};
