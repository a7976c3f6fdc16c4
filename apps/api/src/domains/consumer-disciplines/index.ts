import { CONSUMER_DISCIPLINE_ERRORS, CONSUMER_DISCIPLINE_PERMISSIONS } from '@trilha/shared/consumer-disciplines';
import { defineApiDomain } from '../../kit/domain.ts';
import { consumerDisciplineRoutes } from './routes.ts';

export const consumerDisciplinesDomain = defineApiDomain({
  name: 'consumer-disciplines',
  tables: ['consumer_disciplines'],
  routes: consumerDisciplineRoutes,
  permissions: CONSUMER_DISCIPLINE_PERMISSIONS,
  errors: CONSUMER_DISCIPLINE_ERRORS,
});
