import type { Feature, NoStrings } from '../../app/feature.ts';

/**
 * License Error (no tenant), Not Found and any unknown path. Their strings are the app's
 * (i18n/core.ts `errors`): the route error page shows them when nothing else could load.
 */
export const errorsFeature: Feature<NoStrings> = {
  name: 'errors',
  routes: {
    root: [
      {
        path: '/error',
        title: 'errors.titles.licenseError',
        page: () => import('./pages.tsx').then((m) => ({ Component: m.LicenseErrorPage })),
      },
    ],
    public: [
      {
        path: 'not-found',
        title: 'errors.titles.notFound',
        page: () => import('./pages.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        path: '*',
        title: 'errors.titles.error',
        page: () => import('./pages.tsx').then((m) => ({ Component: m.UnknownPathPage })),
      },
    ],
  },
};
