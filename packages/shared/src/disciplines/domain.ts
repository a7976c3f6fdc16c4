import { defineDomain } from '../domain.ts';
import { DISCIPLINE_PERMISSIONS } from './permissions.ts';

/** What the disciplines domain brings to the platform-wide registries (registry.ts): texts, permissions, error codes. */
export const disciplinesDomain = defineDomain({
  name: 'disciplines',
  messages: {},
  permissions: DISCIPLINE_PERMISSIONS,
  errors: {},
});
