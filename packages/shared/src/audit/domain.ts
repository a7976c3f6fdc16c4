import { defineDomain } from '../domain.ts';
import { AUDIT_MESSAGES } from './messages.ts';
import { AUDIT_PERMISSIONS } from './permissions.ts';

/** What the audit log brings to the registries (registry.ts): texts and its one permission. */
export const auditDomain = defineDomain({
  name: 'audit',
  messages: AUDIT_MESSAGES,
  permissions: AUDIT_PERMISSIONS,
  errors: {},
});
