import { z } from 'zod';

/** The seven roles (000 §2). What each may do is the policy's (policy/), never a comparison elsewhere. */
export const USER_TYPES = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES);
