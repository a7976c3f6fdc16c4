import type { Contact } from '@trilha/shared/contacts';

type ContactRow = {
  id: number;
  userId: number;
  type: Contact['type'];
  email: string | null;
  phoneNumber: string | null;
  visibility: Contact['visibility'];
};

export const presentContact = (c: ContactRow): Contact => ({
  id: c.id,
  user_id: c.userId,
  type: c.type,
  email: c.email,
  phone_number: c.phoneNumber,
  visibility: c.visibility,
});
