import { CONSUMER_ERRORS } from '@trilha/shared/consumers';
import { CONSUMER_PERMISSIONS } from '@trilha/shared/consumers';
import { consumerRoutes } from './routes.ts';
import { createFirstConsumer } from './on-company-created.ts';
import { defineApiDomain } from '../../kit/domain.ts';

export const consumersDomain = defineApiDomain({
  name: 'consumers',
  tables: ['consumers'],
  routes: consumerRoutes,
  permissions: CONSUMER_PERMISSIONS,
  errors: CONSUMER_ERRORS,
  subscribers: [createFirstConsumer],
});
