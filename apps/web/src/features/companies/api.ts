import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE, PAGE_SIZE } from '@trilha/shared';
import {
  companyMessageResponseSchema,
  companyPageSchema,
  companyResponseSchema,
  type CreateCompanyBody,
  type UpdateCompanyBody,
} from '@trilha/shared/companies';
import { request } from '../../lib/api.ts';

export const COMPANY_STATUSES = ['active', 'inactive', 'deleted'] as const;
export type CompanyListStatus = (typeof COMPANY_STATUSES)[number];
export type CompanyListParams = { page: number; search: string; status: CompanyListStatus };

/** ?page=&search=&status=; the list shows active companies unless told otherwise (000 §2). */
export function companyListParams(search: URLSearchParams): CompanyListParams {
  const status = search.get('status') ?? '';
  return {
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
    search: search.get('search')?.trim() ?? '',
    status: (COMPANY_STATUSES as readonly string[]).includes(status) ? (status as CompanyListStatus) : 'active',
  };
}

export const companiesQuery = (p: CompanyListParams) =>
  queryOptions({
    queryKey: ['companies', 'list', p],
    queryFn: () =>
      request('/companies', {
        query: { page: p.page, per_page: PAGE_SIZE.companies, search: p.search || undefined, status: p.status },
        schema: companyPageSchema,
      }),
  });

/** Companies to choose from (create user, integrations): the first 100 not deleted, by name. */
export const companyOptionsQuery = queryOptions({
  queryKey: ['companies', 'options'],
  queryFn: () => request('/companies', { query: { page: 1, per_page: MAX_PER_PAGE }, schema: companyPageSchema }),
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
