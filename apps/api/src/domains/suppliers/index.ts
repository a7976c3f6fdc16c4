import { SUPPLIER_PERMISSIONS } from '@trilha/shared/suppliers';
import { defineApiDomain } from '../../kit/domain.ts';
import { supplierRoutes } from './routes.ts';

export const suppliersDomain = defineApiDomain({
  name: 'suppliers',
  tables: ['suppliers'],
  routes: supplierRoutes,
  permissions: SUPPLIER_PERMISSIONS,
});
