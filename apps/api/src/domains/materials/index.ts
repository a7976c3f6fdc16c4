import { MATERIAL_ERRORS, MATERIAL_PERMISSIONS } from '@trilha/shared/materials';
import { defineApiDomain } from '../../kit/domain.ts';
import { materialRoutes } from './routes.ts';
import { itemDoneSubscribers } from './check-done-items.ts';
import { itemExtraSubscribers } from './keep-item-extra.ts';
import { CONTENT_ITEM_KINDS } from './kinds/index.ts';
import { copyDisciplineContent } from './copy-discipline-content.ts';

/** Materials, material items of every kind, settings, password, uploads, import, progress, downloads. */
export const materialsDomain = defineApiDomain({
  name: 'materials',
  tables: [
    'materials',
    'material_items',
    'material_item_settings',
    'material_item_progress',
    'material_item_unlocks',
    'discipline_progress',
    'files',
  ],
  disciplineCopy: copyDisciplineContent,
  routes: materialRoutes,
  permissions: MATERIAL_PERMISSIONS,
  errors: MATERIAL_ERRORS,
  subscribers: (kinds) => [...itemDoneSubscribers(kinds), ...itemExtraSubscribers(kinds)],
  itemKinds: CONTENT_ITEM_KINDS,
});
