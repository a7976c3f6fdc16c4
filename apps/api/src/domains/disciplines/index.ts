import { DISCIPLINE_ERRORS, DISCIPLINE_PERMISSIONS } from '@trilha/shared/disciplines';
import { defineApiDomain } from '../../kit/domain.ts';
import { disciplineRoutes } from './routes.ts';

export const disciplinesDomain = defineApiDomain({
  name: 'disciplines',
  tables: ['disciplines', 'discipline_tag_links'],
  routes: disciplineRoutes,
  permissions: DISCIPLINE_PERMISSIONS,
  errors: DISCIPLINE_ERRORS,
});
