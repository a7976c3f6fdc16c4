import { hashPassword, hashToken, revokeAccessTokens } from '@trilha/db';
import { type ResetPasswordBody } from '@trilha/shared/auth';
import { appError } from '../../kit/errors.ts';
import type { AppDeps } from '../../deps.ts';

/** Sets the new password, spends the link and signs the user out everywhere, in one transaction. */
export async function resetPassword(deps: Pick<AppDeps, 'globalDb' | 'events'>, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const revoked = await deps.globalDb.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({ where: { tokenHash: hashToken(body.token) } });
    if (!reset || reset.usedAt || reset.expiresAt <= new Date()) {
      throw appError('PASSWORD_RESET_INVALID');
    }
    const spent = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count !== 1) throw appError('PASSWORD_RESET_INVALID');
    await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    return revokeAccessTokens(tx, { userId: reset.userId });
  });
  deps.events.endSessions(revoked);
}
