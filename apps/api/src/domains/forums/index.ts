import { FORUM_PERMISSIONS } from '@trilha/shared/forums';
import { defineApiDomain } from '../../kit/domain.ts';
import { forumRoutes } from './routes.ts';

export const forumsDomain = defineApiDomain({
  name: 'forums',
  routes: forumRoutes,
  permissions: FORUM_PERMISSIONS,
});
