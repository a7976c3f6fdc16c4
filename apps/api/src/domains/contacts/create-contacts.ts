import { MESSAGES } from '@trilha/shared';
import { type Contact, type CreateContactsBody } from '@trilha/shared/contacts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { validationFailed } from '../../kit/errors.ts';
import { contactOwnersInReach } from './contact-reach.ts';
import { presentContact } from '../../kit/present-contact.ts';

/** POST /contacts/create-many: all or nothing; 422 naming each item whose user is not in reach. */
export async function createContacts(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  body: CreateContactsBody,
): Promise<Contact[]> {
  return deps.db.$transaction(async (tx) => {
    const userIds = [...new Set(body.contacts.map((c) => c.user_id))];
    const owners = await tx.user.findMany({
      where: { AND: [{ id: { in: userIds } }, contactOwnersInReach(tenant, actor)] },
      select: { id: true },
    });
    const allowed = new Set(owners.map((u) => u.id));
    const errors: Record<string, string[]> = {};
    body.contacts.forEach((c, i) => {
      if (!allowed.has(c.user_id)) errors[`contacts.${i}.user_id`] = [MESSAGES.contactUserNotFound];
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    const rows = await tx.contact.createManyAndReturn({
      data: body.contacts.map((c) => ({
        userId: c.user_id,
        type: c.type,
        email: c.email ?? null,
        phoneNumber: c.phone_number ?? null,
        visibility: c.visibility ?? 'public',
      })),
    });
    return rows.map(presentContact);
  });
}
