import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE, rolesWith } from '@trilha/shared/kernel';
import { listUsersQuerySchema, userPageSchema } from '@trilha/shared/users';
import {
  companyMessageResponseSchema,
  companyPageSchema,
  companyResponsiblesResponseSchema,
  companyResponseSchema,
  listCompaniesQuerySchema,
  type CreateCompanyBody,
  type ListCompaniesQuery,
  type UpdateCompanyBody,
} from '@trilha/shared/companies';
import { request } from '../../lib/api.ts';
import { defineList } from '../../lib/list/define-list.ts';
import { encodeListParams } from '../../lib/list/list-params.ts';

/** GET /companies: active companies unless the URL says otherwise (000 §2 "loads active companies"). */
export const companiesList = defineList({
  key: ['companies', 'list'],
  path: '/companies',
  query: listCompaniesQuerySchema,
  page: companyPageSchema,
  defaults: { status: 'active' },
});
export type CompanyListStatus = NonNullable<ListCompaniesQuery['status']>;
/** The statuses the list is filtered by, in tab order. */
export const COMPANY_STATUSES = listCompaniesQuerySchema.shape.status.unwrap().options;

/** Companies to choose from (create user, integrations): the first 100 not deleted, by name. */
export const companyOptionsQuery = queryOptions({
  queryKey: ['companies', 'options'],
  queryFn: () => request('/companies', { query: { page: 1, per_page: MAX_PER_PAGE }, schema: companyPageSchema }),
});

/** The companies' responsibles: the options of the list's responsible filter. */
export const companyResponsiblesQuery = queryOptions({
  queryKey: ['companies', 'responsibles'],
  queryFn: () => request('/companies/responsibles', { schema: companyResponsiblesResponseSchema }),
});

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: ['companies', 'one', id],
    queryFn: () => request(`/companies/${id}`, { schema: companyResponseSchema }),
  });

export const createCompany = (body: CreateCompanyBody) =>
  request('/companies', { method: 'POST', body, schema: companyResponseSchema });
export const updateCompany = (id: number, body: UpdateCompanyBody) =>
  request(`/companies/${id}`, { method: 'PUT', body, schema: companyMessageResponseSchema });
export const deleteCompany = (id: number) =>
  request(`/companies/${id}`, { method: 'DELETE', schema: companyMessageResponseSchema });
export const restoreCompany = (id: number) =>
  request(`/companies/${id}/restore`, { method: 'POST', schema: companyMessageResponseSchema });

/**
 * Who can be someone's responsible (users:be-responsible): the tenant's staff, first page by name.
 * A read of GET /users kept here, not in users: the company form and the user forms both pick a
 * responsible, and users already depends on companies (a user's company), never the reverse.
 */
export const responsibleOptionsQuery = queryOptions({
  queryKey: ['users', 'responsible-options'],
  queryFn: () =>
    request('/users', {
      query: encodeListParams(listUsersQuerySchema, {
        page: 1,
        per_page: MAX_PER_PAGE,
        role: rolesWith('users:be-responsible'),
      }),
      schema: userPageSchema,
    }),
});
