import { hashPassword, hashToken } from '@trilha/db';
import { MESSAGES } from '@trilha/shared';
import { type ResetPasswordBody } from '@trilha/shared/auth';
import { AppError } from '../../http/app-error.ts';
import type { AppDeps } from '../../deps.ts';

/** Sets the new password, spends the link and signs the user out everywhere, in one transaction. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await deps.db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.findUnique({ where: { tokenHash: hashToken(body.token) } });
    if (!reset || reset.usedAt || reset.expiresAt <= new Date()) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.passwordResetInvalid, { token: [MESSAGES.passwordResetInvalid] });
    }
    const spent = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: new Date() } });
    if (spent.count !== 1) throw new AppError('VALIDATION_FAILED', MESSAGES.passwordResetInvalid);
    await tx.user.update({ where: { id: reset.userId }, data: { passwordHash } });
    await tx.accessToken.updateMany({ where: { userId: reset.userId, revokedAt: null }, data: { revokedAt: new Date() } });
  });
}
