import type { DeleteContactsBody } from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import type { Tenant } from '../../tenancy/tenant.ts';
import { contactsInReach } from './update-contacts.ts';

/** POST /contacts/delete-many: all or nothing; 422 naming each id unknown or out of reach. */
export async function deleteContacts(deps: AppDeps, tenant: Tenant, actor: Actor, body: DeleteContactsBody): Promise<void> {
  const ids = [...new Set(body.contacts_ids)];
  await deps.db.$transaction(async (tx) => {
    await contactsInReach(tx, tenant, actor, body.contacts_ids, (i) => `contacts_ids.${i}`);
    await tx.contact.deleteMany({ where: { id: { in: ids } } });
  });
}
