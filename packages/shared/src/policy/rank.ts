import type { UserType } from '../roles.ts';

/**
 * The one rank order. Managing or opening (access-as) another account needs a higher rank than
 * its owner's: an admin outranks everyone, a manager the company's staff and learners.
 */
export const RANK: Readonly<Record<UserType, number>> = {
  student: 0,
  tutor: 1,
  teacher: 1,
  client: 2,
  supervisor: 2,
  manager: 3,
  admin: 4,
};

export const outranks = (actor: UserType, target: UserType): boolean => RANK[actor] > RANK[target];
