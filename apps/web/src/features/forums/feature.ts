import type { Feature } from '../../app/feature.ts';
import type { forumsStrings } from './strings.ts';

/**
 * Forums (001 §2): Forum Management for whoever builds the discipline (forums:manage; the API's
 * discipline:manage decides the record) and Forum View for whoever may open it (students only
 * visible forums: the API answers 404, the loader sends them to Not Found).
 */
export const forumsFeature: Feature<typeof forumsStrings> = {
  name: 'forums',
  strings: () => import('./strings.ts').then((m) => m.forumsStrings),
  routes: {
    shell: [
      {
        path: 'discipline/:id/forum-management',
        title: 'forums.titles.management',
        permission: 'forums:manage',
        page: () =>
          import('./ForumManagementPage.tsx').then((m) => ({
            Component: m.ForumManagementPage,
            loader: m.forumManagementLoader,
          })),
      },
      {
        path: 'discipline/:id/forum/:forumId',
        title: 'forums.titles.view',
        permission: 'forums:view',
        page: () => import('./ForumViewPage.tsx').then((m) => ({ Component: m.ForumViewPage, loader: m.forumViewLoader })),
      },
    ],
  },
};
