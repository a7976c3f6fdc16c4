import { notificationLocale, type NotificationLocale } from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';

/**
 * The language the reader asks for (Accept-Language: the web sends the page's language); pt-BR by
 * default. Takes the request's headers only (the routes pass the request).
 */
export const readerLocale = (req: { headers: { 'accept-language'?: string } }): NotificationLocale =>
  notificationLocale(req.headers['accept-language']);

/** What this process last recorded per company and user, and when: the bell's every load need not write. */
const recorded = new Map<string, { locale: NotificationLocale; at: number }>();
/** A recorded language is trusted this long (another node may have recorded another one since). */
const RECORDED_TTL_MS = 10 * 60 * 1000;
const RECORDED_MAX = 50_000;

/**
 * Keeps the language the user reads their notifications in, for the daily digest (the worker writes
 * it in that language): only when the request names one, written only when it changed (one
 * statement; an unchanged language updates nothing), and skipped altogether when this process
 * recorded the same language for the user in the last 10 minutes (the bell loads on every page:
 * no statement for it then). Hand-written rather than a cache library: one bounded Map.
 */
export async function rememberLocale(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  acceptLanguage: string | undefined,
): Promise<void> {
  if (!acceptLanguage) return;
  const locale = notificationLocale(acceptLanguage);
  const key = `${tenant.companyId}:${actor.id}`;
  const now = Date.now();
  const last = recorded.get(key);
  if (last && last.locale === locale && now - last.at < RECORDED_TTL_MS) return;
  await deps.db.$executeRaw`
    INSERT INTO notification_recipients (company_id, user_id, locale) VALUES (${tenant.companyId}, ${actor.id}, ${locale})
    ON CONFLICT (company_id, user_id) DO UPDATE SET locale = EXCLUDED.locale, updated_at = now()
    WHERE notification_recipients.locale IS DISTINCT FROM EXCLUDED.locale`;
  if (recorded.size >= RECORDED_MAX) recorded.clear();
  recorded.set(key, { locale, at: now });
}
