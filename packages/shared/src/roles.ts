/** The seven roles (000 §2). What each may do is the policy's (policy/), never a comparison elsewhere. */
// Zod-free (part of the kernel, @trilha/shared/kernel): the schema is common/roles.ts.
export const USER_TYPES = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
