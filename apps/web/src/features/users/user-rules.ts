// Who may do what to which user, as the client shows it (docs/permissions.md, "Administration"):
// pure, so tests/web/admin-user-rules.test.ts checks it role by role. The API decides again.
import { MESSAGES, USER_TYPES, type UserType } from '@trilha/shared';
import { ApiError } from '../../lib/api.ts';

/** admin > manager > supervisor, client > tutor, teacher > student. */
export const USER_RANK: Record<UserType, number> = {
  student: 0,
  tutor: 1,
  teacher: 1,
  client: 2,
  supervisor: 2,
  manager: 3,
  admin: 4,
};

/** users:create/update/delete: an admin manages anyone; a manager only users below their rank. */
export function canManageUser(actor: UserType, target: UserType): boolean {
  if (actor === 'admin') return true;
  return actor === 'manager' && USER_RANK[target] < USER_RANK[actor];
}

/** The types an actor may give in the create and edit forms. */
export function assignableTypes(actor: UserType): UserType[] {
  return USER_TYPES.filter((t) => canManageUser(actor, t));
}

/** users:impersonate (admin, manager), only on users they outrank. */
export function canAccessAs(actor: UserType, target: UserType): boolean {
  return (actor === 'admin' || actor === 'manager') && USER_RANK[actor] > USER_RANK[target];
}

export type UserRowActions = { edit: boolean; changePassword: boolean; delete: boolean; accessAs: boolean };

/**
 * The actions of one row of the users list. Nobody deletes or opens their own account; while
 * viewing as someone else (access-as) nobody opens another (no chains).
 */
export function userRowActions(
  actor: { id: number; type: UserType },
  target: { id: number; type: UserType },
  impersonating: boolean,
): UserRowActions {
  const self = actor.id === target.id;
  const manage = canManageUser(actor.type, target.type);
  return {
    edit: manage,
    changePassword: self || manage,
    delete: !self && manage,
    accessAs: !self && !impersonating && canAccessAs(actor.type, target.type),
  };
}

/**
 * The server's own words for a failure: its message, or the first field error when the message is
 * only the generic "invalid data" one. Undefined when the server said nothing (network, 5xx body-less).
 */
export function serverDetail(e: unknown): string | undefined {
  if (!(e instanceof ApiError) || !e.serverMessage) return undefined;
  if (e.serverMessage === MESSAGES.validationFailed && e.errors) {
    const first = Object.values(e.errors).flat()[0];
    if (first) return first;
  }
  return e.serverMessage;
}

const PREFIX = { create: MESSAGES.userCreateError, update: MESSAGES.userUpdateError, delete: MESSAGES.userDeleteError };

/** 000 §8: 'Erro ao criar/atualizar/deletar usuário: ' + the server's message or 'erro desconhecido'. */
export function userErrorMessage(action: keyof typeof PREFIX, e: unknown): string {
  return PREFIX[action] + (serverDetail(e) ?? MESSAGES.unknownError);
}
