import { PROFILE_ERRORS, PROFILE_PERMISSIONS } from '@trilha/shared/profiles';
import { defineApiDomain } from '../../kit/domain.ts';
import { profileRoutes } from './routes.ts';

/**
 * Public profiles and the follow graph (docs/profiles.md): read-only figures from what the other
 * domains record (points ledger, badges, enrolments, study sessions) and the follows table it owns.
 */
export const profilesDomain = defineApiDomain({
  name: 'profiles',
  tables: ['follows'],
  routes: profileRoutes,
  permissions: PROFILE_PERMISSIONS,
  errors: PROFILE_ERRORS,
});
