import type { Feature } from '../../app/feature.ts';
import type { usersStrings } from './strings.ts';

/** Users (000 §2): list, create, edit (modal), delete, change password, access-as. */
export const usersFeature: Feature<typeof usersStrings> = {
  name: 'users',
  strings: () => import('./strings.ts').then((m) => m.usersStrings),
  routes: {
    shell: [
      {
        path: 'users',
        title: 'users.titles.list',
        permission: 'users:list',
        page: () => import('./UsersPage.tsx').then((m) => ({ Component: m.UsersPage, loader: m.usersLoader })),
      },
      {
        path: 'users/create',
        title: 'users.titles.create',
        permission: 'users:create',
        page: () => import('./CreateUserPage.tsx').then((m) => ({ Component: m.CreateUserPage, loader: m.createUserLoader })),
      },
      {
        path: 'users/:id/change-password',
        title: 'users.titles.changePassword',
        permission: 'users:change-password',
        page: () =>
          import('./ChangePasswordPage.tsx').then((m) => ({ Component: m.ChangePasswordPage, loader: m.changePasswordLoader })),
      },
    ],
  },
  nav: [
    {
      key: 'users',
      label: 'users.nav',
      icon: 'Users',
      order: 20,
      permission: 'users:create',
      // 001 §2 "Usuarios: admin; manager outside discipline views": inside a discipline the entries
      // are about that discipline, and only those who manage every company's users keep it.
      when: (ctx) => ctx.disciplineId === null || ctx.can('users:manage-any'),
      target: { route: () => '/users' },
    },
  ],
  userMenu: [
    {
      key: 'changePassword',
      label: 'userMenu.changePassword',
      icon: 'KeyRound',
      order: 30,
      permission: 'users:change-password',
      to: (ctx) => `/users/${ctx.userId}/change-password`,
    },
  ],
};
