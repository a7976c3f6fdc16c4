import type { FastifyRequest } from 'fastify';
import { notificationLocale, type NotificationLocale } from '@trilha/shared/notifications';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';

/** The language the reader asks for (Accept-Language: the web sends the page's language); pt-BR by default. */
export const readerLocale = (req: FastifyRequest): NotificationLocale => notificationLocale(req.headers['accept-language']);

/**
 * Keeps the language the user reads their notifications in, for the daily digest (the worker writes
 * it in that language): only when the request names one, and written only when it changed (one
 * statement; an unchanged language updates nothing).
 */
export async function rememberLocale(deps: AppDeps, tenant: Tenant, actor: Actor, req: FastifyRequest): Promise<void> {
  if (!req.headers['accept-language']) return;
  const locale = readerLocale(req);
  await deps.db.$executeRaw`
    INSERT INTO notification_recipients (company_id, user_id, locale) VALUES (${tenant.companyId}, ${actor.id}, ${locale})
    ON CONFLICT (company_id, user_id) DO UPDATE SET locale = EXCLUDED.locale, updated_at = now()
    WHERE notification_recipients.locale IS DISTINCT FROM EXCLUDED.locale`;
}
