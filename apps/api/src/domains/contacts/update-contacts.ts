import { MESSAGES } from '@trilha/shared';
import { type Contact, type UpdateContactsBody } from '@trilha/shared/contacts';
import type { AppDeps, TenantTx } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { validationFailed } from '../../kit/errors.ts';
import { contactOwnersInReach } from './contact-reach.ts';
import { presentContact } from '../../kit/present-contact.ts';

/** Which of `ids` the actor may write; 422 naming each one that is unknown or out of reach. */
export async function contactsInReach(
  tx: TenantTx,
  tenant: Tenant,
  actor: Actor,
  ids: number[],
  field: (i: number) => string,
): Promise<void> {
  const found = await tx.contact.findMany({
    where: { id: { in: ids }, user: contactOwnersInReach(tenant, actor) },
    select: { id: true },
  });
  const allowed = new Set(found.map((c) => c.id));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!allowed.has(id)) errors[field(i)] = [MESSAGES.contactNotFound];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * POST /contacts/update-many: each contact replaced by the item (type and values; its visibility
 * when sent, else kept); all or nothing.
 */
export async function updateContacts(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: UpdateContactsBody,
): Promise<Contact[]> {
  return deps.db.$transaction(async (tx) => {
    await contactsInReach(
      tx,
      tenant,
      actor,
      body.contacts.map((c) => c.id),
      (i) => `contacts.${i}.id`,
    );
    const rows = [];
    for (const c of body.contacts) {
      rows.push(
        await tx.contact.update({
          where: { id: c.id },
          data: { type: c.type, email: c.email ?? null, phoneNumber: c.phone_number ?? null, visibility: c.visibility },
        }),
      );
    }
    return rows.map(presentContact);
  });
}
