import { defineApiDomain } from '../../kit/domain.ts';
import { settingsRoutes } from './routes.ts';

export const settingsDomain = defineApiDomain({
  name: 'settings',
  routes: settingsRoutes,
});
