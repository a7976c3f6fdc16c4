import { defineApiDomain } from '../../kit/domain.ts';
import { healthRoutes } from './routes.ts';

export const healthDomain = defineApiDomain({
  name: 'health',
  routes: healthRoutes,
});
