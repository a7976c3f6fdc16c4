import { MESSAGES, type BulkResult } from '@trilha/shared';
import type { DeleteContactsBody } from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { bulkFailure, bulkResult } from '../../kit/bulk.ts';
import { contactOwnersInReach } from './contact-reach.ts';

/**
 * POST /contacts/delete-many: deletes the contacts in the actor's reach; each id unknown or out of
 * reach is reported as failed (the bulk result shape), the others are deleted in one statement.
 */
export async function deleteContacts(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: DeleteContactsBody,
): Promise<BulkResult> {
  const ids = [...new Set(body.contacts_ids)];
  return deps.db.$transaction(async (tx) => {
    const found = await tx.contact.findMany({
      where: { id: { in: ids }, user: contactOwnersInReach(tenant, actor) },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    const done = found.map((c) => c.id);
    const inReach = new Set(done);
    const failed = ids.filter((id) => !inReach.has(id)).map((id) => bulkFailure(id, 'CONTACT_NOT_FOUND'));
    const result = bulkResult(done, failed, {
      all: MESSAGES.contactsDeleted,
      some: MESSAGES.contactsPartlyDeleted,
      none: MESSAGES.contactsNoneDeleted,
    });
    await tx.contact.deleteMany({ where: { id: { in: done } } });
    return result;
  });
}
