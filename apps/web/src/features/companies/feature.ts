import type { Feature } from '../../app/feature.ts';
import type { companiesStrings } from './strings.ts';

/** Companies (000 §2): the platform's tenants, their licences and feature flags. */
export const companiesFeature: Feature<typeof companiesStrings> = {
  name: 'companies',
  strings: () => import('./strings.ts').then((m) => m.companiesStrings),
  routes: {
    shell: [
      {
        path: 'companies',
        title: 'companies.titles.list',
        permission: 'companies:list',
        page: () => import('./CompaniesPage.tsx').then((m) => ({ Component: m.CompaniesPage, loader: m.companiesLoader })),
      },
      {
        path: 'companies/create',
        title: 'companies.titles.create',
        permission: 'companies:manage',
        page: () => import('./CreateCompanyPage.tsx').then((m) => ({ Component: m.CreateCompanyPage })),
      },
      {
        path: 'companies/:id/update',
        title: 'companies.titles.update',
        permission: 'companies:manage',
        page: () =>
          import('./UpdateCompanyPage.tsx').then((m) => ({ Component: m.UpdateCompanyPage, loader: m.updateCompanyLoader })),
      },
    ],
  },
  nav: [
    {
      key: 'companies',
      label: 'companies.nav',
      icon: 'Building',
      order: 30,
      permission: 'companies:list',
      target: { route: () => '/companies' },
    },
  ],
};
