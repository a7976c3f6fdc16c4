import { can } from '../policy/index.ts';
import type { UserType } from '../roles.ts';
import type { ContactVisibility } from './schemas.ts';

/**
 * The visibilities of another member's contacts a viewer may see (the owner sees all of theirs):
 * public always, staff with contacts:see-staff-only, private never. One rule for the API's
 * queries (profile, user) and the settings screen's explanation.
 */
export function contactVisibilitiesFor(viewer: { id: number; type: UserType }, ownerId: number): ContactVisibility[] {
  if (viewer.id === ownerId) return ['public', 'staff', 'private'];
  return can(viewer.type, 'contacts:see-staff-only') ? ['public', 'staff'] : ['public'];
}
