import { COMPANY_ERRORS } from '@trilha/shared/companies';
import { COMPANY_PERMISSIONS } from '@trilha/shared/companies';
import { companyRoutes } from './routes.ts';
import { defineApiDomain } from '../../kit/domain.ts';

export const companiesDomain = defineApiDomain({
  name: 'companies',
  tables: ['companies'],
  routes: companyRoutes,
  permissions: COMPANY_PERMISSIONS,
  errors: COMPANY_ERRORS,
});
