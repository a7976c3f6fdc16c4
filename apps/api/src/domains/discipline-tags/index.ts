import { DISCIPLINE_TAG_ERRORS, DISCIPLINE_TAG_PERMISSIONS } from '@trilha/shared/discipline-tags';
import { defineApiDomain } from '../../kit/domain.ts';
import { disciplineTagRoutes } from './routes.ts';

export const disciplineTagsDomain = defineApiDomain({
  name: 'discipline-tags',
  tables: ['discipline_tags'],
  routes: disciplineTagRoutes,
  permissions: DISCIPLINE_TAG_PERMISSIONS,
  errors: DISCIPLINE_TAG_ERRORS,
});
