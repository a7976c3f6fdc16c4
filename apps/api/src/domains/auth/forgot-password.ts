import { hashToken, newOpaqueToken } from '@trilha/db';
import { SESSION, rolesWith } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { tenantWebOrigin } from '../../config.ts';

/**
 * Creates a single-use reset token and queues the e-mail. Answers the same whether or not the
 * address exists, so the endpoint cannot be used to discover accounts.
 */
export async function forgotPassword(
  deps: Pick<AppDeps, 'config' | 'globalDb' | 'jobs'>,
  tenant: Tenant,
  email: string,
): Promise<void> {
  const user = await deps.globalDb.user.findFirst({
    where: {
      email: { equals: email, mode: 'insensitive' },
      deletedAt: null,
      OR: [{ type: { in: rolesWith('platform:any-tenant') } }, { memberships: { some: { companyId: tenant.companyId } } }],
    },
    select: { id: true, name: true, email: true },
  });
  if (!user) return;
  const token = newOpaqueToken();
  await deps.globalDb.passwordReset.create({
    data: {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SESSION.passwordResetTtlMinutes * 60_000),
    },
  });
  const resetUrl = `${tenantWebOrigin(deps.config.WEB_URL_TEMPLATE, tenant.domain)}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.jobs.enqueue('mail.password-reset', { to: user.email, name: user.name, resetUrl });
}
