import { definePermissions } from '../policy/define.ts';

const EVERY_MEMBER = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;

export const PROFILE_PERMISSIONS = definePermissions({
  'profiles:view': {
    roles: [...EVERY_MEMBER],
    why: "001 §2: every user can view the public profiles of their company's members, with their followers and following.",
  },
  'profiles:follow': {
    roles: [...EVERY_MEMBER],
    why: '001 §2: every user can follow or unfollow other members of their company.',
  },
  'profiles:edit-own': {
    roles: [...EVERY_MEMBER],
    why: '001 §2/§3: Profile Settings are the own profile\'s; everyone sets their "Sobre" (resume) and city, shown on their profile.',
  },
});
