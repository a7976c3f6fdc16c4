import type { Feature } from '../../app/feature.ts';
import type { profileStrings } from './strings.ts';

/** Profile (001 §2, §3): the profile page (cards, followers, follow) and Profile Settings (avatar, contacts). */
export const profilesFeature: Feature<typeof profileStrings> = {
  name: 'profiles',
  strings: () => import('./strings.ts').then((m) => m.profileStrings),
  routes: {
    shell: [
      {
        path: 'profile/:id',
        title: 'profileSettings.titles.view',
        page: () => import('./ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        // Everyone keeps their own avatar and contacts; the loader refuses anyone else's id.
        path: 'profile/:id/settings',
        title: 'profileSettings.titles.settings',
        permission: 'users:avatar',
        page: () =>
          import('./ProfileSettingsPage.tsx').then((m) => ({
            Component: m.ProfileSettingsPage,
            loader: m.profileSettingsLoader,
          })),
      },
    ],
  },
  userMenu: [
    {
      key: 'profile',
      label: 'userMenu.profile',
      icon: 'UserRound',
      order: 10,
      permission: 'platform:use',
      to: (ctx) => `/profile/${ctx.userId}`,
    },
  ],
};
