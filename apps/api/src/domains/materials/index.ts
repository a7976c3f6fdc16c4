import { MATERIAL_ERRORS, MATERIAL_PERMISSIONS } from '@trilha/shared/materials';
import { defineApiDomain } from '../../kit/domain.ts';
import { materialRoutes } from './routes.ts';
import { itemDoneSubscribers } from './check-done-items.ts';
import { CONTENT_ITEM_KINDS } from './kinds/index.ts';

/** Materials, material items of every kind, settings, password, uploads, import, progress, downloads. */
export const materialsDomain = defineApiDomain({
  name: 'materials',
  routes: materialRoutes,
  permissions: MATERIAL_PERMISSIONS,
  errors: MATERIAL_ERRORS,
  subscribers: itemDoneSubscribers,
  itemKinds: CONTENT_ITEM_KINDS,
});
