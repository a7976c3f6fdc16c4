import type { UserType } from '@trilha/shared';
import type { AuthUser } from '@trilha/shared/auth';

type UserWithCompanies = {
  id: number;
  name: string;
  email: string;
  type: string;
  points: number;
  avatar: string | null;
  memberships: { company: { id: number; name: string } }[];
};

export const presentAuthUser = (u: UserWithCompanies): AuthUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  type: u.type as UserType,
  points: u.points,
  avatar: u.avatar,
  companies: u.memberships.map((m) => m.company),
});

export const withCompanies = { memberships: { include: { company: { select: { id: true, name: true } } } } } as const;
