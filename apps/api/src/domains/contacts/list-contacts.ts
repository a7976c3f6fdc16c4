import { pageMeta } from '@trilha/shared';
import { contactVisibilitiesFor, type ContactPage, type ListContactsQuery } from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { forbidden, notFound } from '../../kit/errors.ts';
import { can } from '@trilha/shared';
import { presentContact } from '../../kit/present-contact.ts';

/**
 * GET /contacts?user_id: one's own contacts (the default); another member's for those who manage
 * contacts or list users (403 otherwise); a user outside the tenant: 404. A reader who does not
 * keep the contacts gets only those their visibility lets them see.
 */
export async function listContacts(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  q: ListContactsQuery,
): Promise<ContactPage> {
  const userId = q.user_id ?? actor.id;
  if (userId !== actor.id) {
    const member = await deps.db.user.findFirst({
      where: { id: userId, deletedAt: null, memberships: { some: { companyId: tenant.companyId } } },
      select: { id: true },
    });
    if (!member) throw notFound();
    if (!can(actor.type, 'contacts:manage-any') && !can(actor.type, 'users:list')) throw forbidden();
  }
  // Those who keep any member's contacts list them all (they edit them); others who only read
  // them see what the profile shows them (contact visibility, issue 29 item 15).
  const where = can(actor.type, 'contacts:manage-any')
    ? { userId }
    : { userId, visibility: { in: contactVisibilitiesFor(actor, userId) } };
  const [total, rows] = await Promise.all([
    deps.db.contact.count({ where }),
    deps.db.contact.findMany({ where, orderBy: { id: 'asc' }, skip: (q.page - 1) * q.per_page, take: q.per_page }),
  ]);
  return { data: rows.map(presentContact), meta: pageMeta(q.page, q.per_page, total) };
}
