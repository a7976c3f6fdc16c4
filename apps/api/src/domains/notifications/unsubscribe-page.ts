import { NOTIFICATION_TEXTS, type NotificationLocale } from '@trilha/shared/notifications';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Headers of every unsubscribe page: nothing cached, no script, the token never sent onwards. */
export const UNSUBSCRIBE_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
} as const;

/**
 * The small page the unsubscribe link shows (no web app needed: a mail reader opens it as it is),
 * in the language of the browser that opens it (Accept-Language; pt-BR by default).
 * `confirm`: the question and a button that POSTs to the same address; otherwise just the text.
 */
export function unsubscribePage(company: string, text: string, locale: NotificationLocale, confirm = false): string {
  const button = NOTIFICATION_TEXTS[locale].unsubscribe.button;
  const form = confirm
    ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(button)} - ${escapeHtml(company)}</title>
<style>body{font-family:Arial,sans-serif;color:#1e293b;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
button{padding:10px 18px;background:#ea580c;color:#fff;border:0;border-radius:6px;font-size:1rem;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(company)}</h1><p>${escapeHtml(text)}</p>${form}</main></body></html>`;
}
