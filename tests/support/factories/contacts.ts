import type { Db } from '@trilha/db';
import { uid } from './unique.ts';

/** A contact of a user: an e-mail by default; phone types get a valid number. */
export async function createContact(
  db: Db,
  userId: number,
  o: { type?: 'email' | 'phone' | 'whatsapp' | 'linkedin' | 'other'; email?: string; phoneNumber?: string } = {},
) {
  const type = o.type ?? 'email';
  return db.contact.create({
    data: {
      userId,
      type,
      email: o.email ?? (type === 'email' ? `c${uid()}@example.com` : null),
      phoneNumber: o.phoneNumber ?? (type === 'phone' || type === 'whatsapp' ? '11988887777' : null),
    },
  });
}

export const contactFactories = { contact: createContact };
