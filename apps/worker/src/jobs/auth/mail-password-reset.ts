import type { JobHandler } from '@trilha/jobs';
import { UnrecoverableError } from '@trilha/jobs';
import { SESSION } from '@trilha/shared';
import { type MailPasswordResetPayload } from '@trilha/shared/jobs';
import { escapeHtml } from '../../html.ts';
import { isPermanentSmtpError, type Mail, type Mailer } from '../../mailer.ts';

export const PASSWORD_RESET_SUBJECT = 'Redefinição de senha - Trilha';

export function passwordResetMail({ to, name, resetUrl }: MailPasswordResetPayload): Mail {
  const ttl = SESSION.passwordResetTtlMinutes;
  const text = [
    `Olá, ${name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Trilha.',
    'Para criar uma nova senha, acesse o link abaixo:',
    '',
    resetUrl,
    '',
    `O link é válido por ${ttl} minutos. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.`,
    '',
    'Equipe Trilha',
  ].join('\n');
  const url = escapeHtml(resetUrl);
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1e293b">
<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta na Trilha. Para criar uma nova senha, clique no botão abaixo:</p>
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#ea580c;color:#fff;text-decoration:none;border-radius:6px">Redefinir senha</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${url}">${url}</a></p>
<p>O link é válido por ${ttl} minutos. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Trilha</p>
</body></html>`;
  return { to, subject: PASSWORD_RESET_SUBJECT, text, html };
}

export function mailPasswordReset(deps: { mailer: Mailer }): JobHandler<'mail.password-reset'> {
  return async (payload, ctx) => {
    try {
      await deps.mailer.send(passwordResetMail(payload));
    } catch (err) {
      if (isPermanentSmtpError(err)) throw new UnrecoverableError(`recipient refused: ${(err as Error).message}`);
      throw err;
    }
    ctx.logger.info({ jobId: ctx.id, attempt: ctx.attempt }, 'mail: password reset sent');
  };
}
