import { NOTIFICATION_TYPE_DEFS, isNotificationType } from '@trilha/shared/notifications';
import { escapeHtml } from '../../html.ts';
import type { Mail } from '../../mailer.ts';
import type { DigestRecipient } from './digest-recipients.ts';

export type DigestLinks = {
  /** The tenant's web origin (no trailing slash). */
  web: string;
  /** The one-click unsubscribe address (API, token in the path). */
  unsubscribe: string;
};

const plural = (n: number) => (n === 1 ? '1 notificação não lida' : `${n} notificações não lidas`);

/** The subject says how many, so the inbox line alone is useful. */
export const digestSubject = (total: number, company: string) => `Resumo diário: ${plural(total)} - ${company}`;

/**
 * The daily digest e-mail (pt-BR, text and HTML): the newest unread notifications, each with its
 * type's label, its local date and time and a link to where it leads on the tenant's sub-domain,
 * and the RFC 2369/8058 headers so mail readers offer one-click unsubscribe.
 */
export function digestMail(r: DigestRecipient, company: { name: string; timeZone: string }, links: DigestLinks): Mail {
  const when = new Intl.DateTimeFormat('pt-BR', { timeZone: company.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const items = r.items.map((n) => {
    const def = isNotificationType(n.type) ? NOTIFICATION_TYPE_DEFS[n.type] : undefined;
    const path = def?.path(n) ?? '/';
    return {
      label: def?.label ?? 'Notificação',
      title: n.title,
      at: when.format(new Date(n.created_at)),
      url: `${links.web}${path}`,
    };
  });
  const more = r.total - items.length;
  const preferences = `${links.web}/notification-preferences`;
  const text = [
    `Olá, ${r.name}!`,
    '',
    `Você tem ${plural(r.total)} em ${company.name}:`,
    '',
    ...items.flatMap((i) => [`- ${i.label}: ${i.title} (${i.at})`, `  ${i.url}`]),
    ...(more > 0 ? ['', `… e mais ${more}.`] : []),
    '',
    `Ver na plataforma: ${links.web}/`,
    '',
    `Para escolher o que recebe, abra Preferências de notificação: ${preferences}`,
    `Para não receber mais este resumo por e-mail: ${links.unsubscribe}`,
    '',
    'Equipe Trilha',
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1e293b">
<p>Olá, ${escapeHtml(r.name)}!</p>
<p>Você tem ${escapeHtml(plural(r.total))} em ${escapeHtml(company.name)}:</p>
<ul>
${items.map((i) => `<li><strong>${escapeHtml(i.label)}</strong>: ${a(i.url, i.title)} <span style="color:#64748b">(${escapeHtml(i.at)})</span></li>`).join('\n')}
</ul>
${more > 0 ? `<p>… e mais ${more}.</p>` : ''}
<p><a href="${escapeHtml(links.web)}/" style="display:inline-block;padding:10px 18px;background:#ea580c;color:#fff;text-decoration:none;border-radius:6px">Ver na plataforma</a></p>
<p style="font-size:12px;color:#64748b">Para escolher o que recebe, abra ${a(preferences, 'Preferências de notificação')}.
Para não receber mais este resumo por e-mail, ${a(links.unsubscribe, 'cancele a inscrição')}.</p>
<p>Equipe Trilha</p>
</body></html>`;
  return {
    to: r.email,
    subject: digestSubject(r.total, company.name),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
