import { defineDomain } from '../domain.ts';
import { MATERIAL_PERMISSIONS } from './permissions.ts';
import { MATERIAL_MESSAGES } from './messages.ts';
import { MATERIAL_ERRORS } from './errors.ts';

/** What the materials domain (materials, items, settings, progress, downloads) brings to the registries. */
export const materialsDomain = defineDomain({
  name: 'materials',
  messages: MATERIAL_MESSAGES,
  permissions: MATERIAL_PERMISSIONS,
  errors: MATERIAL_ERRORS,
});
