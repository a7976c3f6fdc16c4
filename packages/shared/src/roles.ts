export const USER_TYPES = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ACADEMIC_TYPES = ['student', 'tutor', 'teacher'] as const satisfies readonly UserType[];
export const CONSUMER_STAFF_TYPES = ['manager', 'supervisor', 'client'] as const satisfies readonly UserType[];

export const isAcademic = (t: UserType): boolean => (ACADEMIC_TYPES as readonly string[]).includes(t);
export const isStudent = (t: UserType): boolean => t === 'student';

/** Where each role lands after sign-in (000 §2). */
export function landingPath(t: UserType): string {
  if (t === 'admin') return '/home';
  if (isAcademic(t)) return '/my/disciplines';
  return '/disciplines';
}
