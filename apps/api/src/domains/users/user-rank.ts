import type { UserType } from '@trilha/shared';
import { can } from '../../policy/permissions.ts';

const RANK: Record<UserType, number> = { student: 0, tutor: 1, teacher: 1, client: 2, supervisor: 2, manager: 3, admin: 4 };

/**
 * Least privilege for user management: an admin manages anyone; a manager (users:update) only
 * users of lower rank than their own (students, tutors, teachers, supervisors, clients), so a
 * manager can never create, promote to, edit or delete a manager or an admin.
 */
export function canManageType(actor: UserType, target: UserType): boolean {
  if (actor === 'admin') return true;
  return can(actor, 'users:update') && RANK[target] < RANK[actor];
}
