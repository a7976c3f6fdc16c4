import type { Feature } from '../../app/feature.ts';
import type { integrationsStrings } from './strings.ts';

/** Integrations (000 §2): LTI consumers of every company. Reached from Companies. */
export const integrationsFeature: Feature<typeof integrationsStrings> = {
  name: 'integrations',
  strings: () => import('./strings.ts').then((m) => m.integrationsStrings),
  routes: {
    shell: [
      {
        path: 'integrations',
        title: 'integrations.titles.list',
        permission: 'lti-consumers:manage',
        page: () =>
          import('./IntegrationsPage.tsx').then((m) => ({ Component: m.IntegrationsPage, loader: m.integrationsLoader })),
      },
    ],
  },
};
