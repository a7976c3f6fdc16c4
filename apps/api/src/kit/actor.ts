import type { Session } from '@trilha/db';
import type { UserType } from '@trilha/shared';

/** Who a request acts as: the signed-in user of its bearer token (http/access-guard.ts resolves it). */
export type Actor = {
  id: number;
  type: UserType;
  name: string;
  /** Set when this token was issued by access-as: the user who opened this account. */
  impersonatorId: number | null;
  session: Session;
  token: string;
};
