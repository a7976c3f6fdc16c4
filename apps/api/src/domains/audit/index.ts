import { AUDIT_PERMISSIONS } from '@trilha/shared/audit';
import { defineApiDomain } from '../../kit/domain.ts';
import { auditRoutes } from './routes.ts';
import { auditSubscribers } from './on-audited-events.ts';

/**
 * The audit log (docs/audit.md): written only by reacting to what other domains publish (access-as,
 * company and user changes, exports), read by admins across companies.
 */
export const auditDomain = defineApiDomain({
  name: 'audit',
  tables: ['audit_log'],
  routes: auditRoutes,
  permissions: AUDIT_PERMISSIONS,
  subscribers: auditSubscribers,
});
