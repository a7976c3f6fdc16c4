import type { Feature } from '../../app/feature.ts';
import type { auditStrings } from './strings.ts';

/** The audit log of admin actions (docs/audit.md): admins only. */
export const auditFeature: Feature<typeof auditStrings> = {
  name: 'audit',
  strings: () => import('./strings.ts').then((m) => m.auditStrings),
  routes: {
    shell: [
      {
        path: 'admin/audit',
        title: 'audit.titles.list',
        permission: 'audit:list',
        page: () => import('./AuditLogPage.tsx').then((m) => ({ Component: m.AuditLogPage, loader: m.auditLogLoader })),
      },
    ],
  },
  nav: [
    {
      key: 'audit',
      label: 'audit.nav',
      icon: 'ScrollText',
      order: 35,
      permission: 'audit:list',
      target: { route: () => '/admin/audit' },
    },
  ],
};
