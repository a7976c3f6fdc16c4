import {
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPE_DEFS,
  isNotificationType,
  notificationLocale,
  renderNotificationTitle,
} from '@trilha/shared/notifications';
import { escapeHtml } from '../../html.ts';
import type { Mail } from '../../mailer.ts';
import type { DigestRecipient } from './digest-recipients.ts';

export type DigestLinks = {
  /** The tenant's web origin (no trailing slash). */
  web: string;
  /** The one-click unsubscribe address (API, token in the path). */
  unsubscribe: string;
};

/** The subject says how many, so the inbox line alone is useful (in the recipient's language). */
export const digestSubject = (total: number, company: string, locale = 'pt-BR') => {
  const d = NOTIFICATION_TEXTS[notificationLocale(locale)].digest;
  return d.subject(d.unread(total), company);
};

/**
 * The daily digest e-mail, in the recipient's language (their saved one, pt-BR by default; texts in
 * packages/shared/src/notifications/texts.ts), text and HTML: the newest unread notifications, each
 * with its type's label, its title rendered from its type and params, its local date and time and
 * a link to where it leads on the tenant's sub-domain; "open the platform" leads to the
 * notifications page (every role has it); the RFC 2369/8058 headers for one-click unsubscribe.
 */
export function digestMail(r: DigestRecipient, company: { name: string; timeZone: string }, links: DigestLinks): Mail {
  const locale = notificationLocale(r.locale);
  const d = NOTIFICATION_TEXTS[locale].digest;
  const when = new Intl.DateTimeFormat(locale, { timeZone: company.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const items = r.items.map((n) => {
    const def = isNotificationType(n.type) ? NOTIFICATION_TYPE_DEFS[n.type] : undefined;
    const path = def?.path(n) ?? '/notifications';
    return {
      label: isNotificationType(n.type) ? NOTIFICATION_TEXTS[locale].types[n.type].label : d.fallbackLabel,
      title: renderNotificationTitle(n, locale),
      at: when.format(new Date(n.created_at)),
      url: `${links.web}${path}`,
    };
  });
  const more = r.total - items.length;
  const unread = d.unread(r.total);
  const page = `${links.web}/notifications`;
  const preferences = `${links.web}/notification-preferences`;
  const text = [
    d.hello(r.name),
    '',
    d.youHave(unread, company.name),
    '',
    ...items.flatMap((i) => [`- ${i.label}: ${i.title} (${i.at})`, `  ${i.url}`]),
    ...(more > 0 ? ['', d.more(more)] : []),
    '',
    `${d.open}: ${page}`,
    '',
    `${d.choose} ${d.preferences}: ${preferences}`,
    `${d.stop} ${d.unsubscribe}: ${links.unsubscribe}`,
    '',
    d.team,
  ].join('\n');
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1e293b">
<p>${escapeHtml(d.hello(r.name))}</p>
<p>${escapeHtml(d.youHave(unread, company.name))}</p>
<ul>
${items.map((i) => `<li><strong>${escapeHtml(i.label)}</strong>: ${a(i.url, i.title)} <span style="color:#64748b">(${escapeHtml(i.at)})</span></li>`).join('\n')}
</ul>
${more > 0 ? `<p>${escapeHtml(d.more(more))}</p>` : ''}
<p><a href="${escapeHtml(page)}" style="display:inline-block;padding:10px 18px;background:#ea580c;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(d.open)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(d.choose)} ${a(preferences, d.preferences)}.
${escapeHtml(d.stop)} ${a(links.unsubscribe, d.unsubscribe)}.</p>
<p>${escapeHtml(d.team)}</p>
</body></html>`;
  return {
    to: r.email,
    subject: digestSubject(r.total, company.name, locale),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
