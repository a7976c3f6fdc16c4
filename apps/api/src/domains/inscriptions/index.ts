import { INSCRIPTION_ERRORS, INSCRIPTION_PERMISSIONS } from '@trilha/shared/inscriptions';
import { defineApiDomain } from '../../kit/domain.ts';
import { inscriptionRoutes } from './routes.ts';

export const inscriptionsDomain = defineApiDomain({
  name: 'inscriptions',
  tables: ['discipline_inscriptions', 'discipline_inscription_counts', 'inscription_imports', 'inscription_import_rejections'],
  routes: inscriptionRoutes,
  permissions: INSCRIPTION_PERMISSIONS,
  errors: INSCRIPTION_ERRORS,
  jobs: ['inscriptions.import-csv'],
});
