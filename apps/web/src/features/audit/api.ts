import { queryOptions } from '@tanstack/react-query';
import { auditLogPageSchema, listAuditLogsQuerySchema } from '@trilha/shared/audit';
import { companyPageSchema } from '@trilha/shared/companies';
import { MAX_PER_PAGE } from '@trilha/shared/kernel';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';

/** GET /audit-logs: every company's admin actions, newest first; filters in the URL. */
export const auditLogList = defineList({
  key: ['audit', 'list'],
  path: '/audit-logs',
  query: listAuditLogsQuerySchema,
  page: auditLogPageSchema,
});

/** The company filter's options: the first companies by name (admins only reach this screen). */
export const auditCompanyOptions = queryOptions({
  queryKey: ['companies', 'audit-options'],
  queryFn: ({ signal }) =>
    request('/companies', { query: { page: 1, per_page: MAX_PER_PAGE }, schema: companyPageSchema, signal }),
});
