import type { UserType } from '@trilha/shared';
import { can } from './permissions.ts';

const RANK: Record<UserType, number> = {
  student: 0,
  tutor: 1,
  teacher: 1,
  client: 2,
  supervisor: 2,
  manager: 3,
  admin: 4,
};

/**
 * Access-as: the actor needs users:impersonate and must outrank the target (an admin can open
 * any non-admin; a manager any student, tutor, teacher, client or supervisor of their tenant).
 * Tenant membership of the target is checked by the caller through the scoped query.
 */
export function canImpersonate(actor: UserType, target: UserType): boolean {
  return can(actor, 'users:impersonate') && RANK[actor] > RANK[target];
}
