// Who may do what to which user, as the client shows it (docs/permissions.md, "Administration"):
// the shared policy's canManageUserType / canImpersonate, never a role comparison. Pure, so
// tests/web/admin-user-rules.test.ts checks it role by role. The API decides again.
import { USER_TYPES, canChangeMemberIdentity, canImpersonate, canManageUserType, type UserType } from '@trilha/shared/kernel';
import { serverDetail } from '../../lib/api-errors.ts';
import { messageText } from '../../i18n/index.ts';

/** The types an actor may give in the create and edit forms. */
export function assignableTypes(actor: UserType): UserType[] {
  return USER_TYPES.filter((t) => canManageUserType(actor, t));
}

export type UserRowActions = { edit: boolean; changePassword: boolean; delete: boolean; accessAs: boolean };

/**
 * The actions of one row of the users list. Nobody deletes or opens their own account; while
 * viewing as someone else (access-as) nobody opens another (no chains). A member shared with
 * another company keeps their password unless an admin sets it (canChangeMemberIdentity); a
 * manager may still edit their responsible here and remove them from this company.
 */
export function userRowActions(
  actor: { id: number; type: UserType },
  target: { id: number; type: UserType; shared?: boolean },
  impersonating: boolean,
): UserRowActions {
  const self = actor.id === target.id;
  const manage = canManageUserType(actor.type, target.type);
  return {
    edit: manage,
    changePassword: self || canChangeMemberIdentity(actor.type, { type: target.type, shared: target.shared ?? false }),
    delete: !self && manage,
    accessAs: !self && !impersonating && canImpersonate(actor.type, target.type),
  };
}

const PREFIX = {
  create: messageText('userCreateError'),
  update: messageText('userUpdateError'),
  delete: messageText('userDeleteError'),
};

/** 000 §8: 'Erro ao criar/atualizar/deletar usuário: ' + the server's message or 'erro desconhecido'. */
export function userErrorMessage(action: keyof typeof PREFIX, e: unknown): string {
  return PREFIX[action] + (serverDetail(e) ?? messageText('unknownError'));
}
