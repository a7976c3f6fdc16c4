import { z } from 'zod';
import { idSchema, idBodySchema } from '../common/http.ts';
import { MESSAGES } from '../messages.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { EMAIL_FORMAT, digitsPattern, onlyDigits } from '../common/formats.ts';

/** Contact kinds (001 §3 profile contacts: type, email, phone_number). */
export const CONTACT_TYPES = ['email', 'phone', 'whatsapp', 'linkedin', 'other'] as const;
export const contactTypeSchema = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof contactTypeSchema>;

/**
 * Who may see a contact on its owner's profile (issue 29 item 15): `public`, every member of a
 * company the owner belongs to; `staff`, those the policy lets see staff-only contacts
 * (contacts:see-staff-only); `private`, nobody but the owner. Default public (as before).
 */
export const CONTACT_VISIBILITIES = ['public', 'staff', 'private'] as const;
export const contactVisibilitySchema = z.enum(CONTACT_VISIBILITIES, { error: MESSAGES.contactVisibilityInvalid });
export type ContactVisibility = z.infer<typeof contactVisibilitySchema>;

/** Most contacts one bulk call may touch (each bulk call is one transaction). */
export const CONTACTS_BULK_MAX = 50;

/** An empty string clears the value, like null. */
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionalEmail = z.preprocess(
  blankAsNull,
  z
    .string()
    .trim()
    .toLowerCase()
    .max(TEXT_MAX, { error: MESSAGES.textTooLong })
    .regex(z.regexes.email, { error: MESSAGES.emailInvalid })
    .meta(EMAIL_FORMAT)
    .nullish(),
);

/** Phone numbers keep only their digits: DDD + number (10 or 11), optionally with country code. */
const optionalPhone = z.preprocess(
  blankAsNull,
  z.string().regex(digitsPattern(10, 13), { error: MESSAGES.phoneInvalid }).transform(onlyDigits).nullish(),
);

const contactValues = z.object({
  type: contactTypeSchema,
  email: optionalEmail,
  phone_number: optionalPhone,
  /** Absent: public on create, unchanged on update. */
  visibility: contactVisibilitySchema.optional(),
});

/** The value a contact type needs: an e-mail, a phone number, or (linkedin, other) either one. */
function requireValueForType(c: z.infer<typeof contactValues>, ctx: z.RefinementCtx) {
  if (c.type === 'email' && !c.email) ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.contactEmailRequired });
  if ((c.type === 'phone' || c.type === 'whatsapp') && !c.phone_number) {
    ctx.addIssue({ code: 'custom', path: ['phone_number'], message: MESSAGES.contactPhoneRequired });
  }
  if ((c.type === 'linkedin' || c.type === 'other') && !c.email && !c.phone_number) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.contactValueRequired });
  }
}

/** The rule between type and value, which a JSON schema cannot state: said in the document. */
const VALUE_FOR_TYPE = {
  description: 'type email exige email; phone e whatsapp exigem phone_number; linkedin e other, um dos dois',
};
export const newContactSchema = contactValues
  .extend({ user_id: idBodySchema })
  .superRefine(requireValueForType)
  .meta(VALUE_FOR_TYPE);
export const contactChangeSchema = contactValues
  .extend({ id: idBodySchema })
  .superRefine(requireValueForType)
  .meta(VALUE_FOR_TYPE);

/** POST /contacts/create-many */
export const createContactsBodySchema = z
  .object({ contacts: z.array(newContactSchema).min(1).max(CONTACTS_BULK_MAX) })
  .meta({ id: 'CreateContactsBody' });
export type CreateContactsBody = z.infer<typeof createContactsBodySchema>;

/** POST /contacts/update-many */
export const updateContactsBodySchema = z
  .object({ contacts: z.array(contactChangeSchema).min(1).max(CONTACTS_BULK_MAX) })
  .meta({ id: 'UpdateContactsBody' });
export type UpdateContactsBody = z.infer<typeof updateContactsBodySchema>;

/** POST /contacts/delete-many */
export const deleteContactsBodySchema = z
  .object({ contacts_ids: z.array(idBodySchema).min(1).max(CONTACTS_BULK_MAX) })
  .meta({ id: 'DeleteContactsBody' });
export type DeleteContactsBody = z.infer<typeof deleteContactsBodySchema>;

export const contactSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    type: contactTypeSchema,
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
    visibility: contactVisibilitySchema,
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactListResponseSchema = z
  .object({ message: z.string(), data: z.array(contactSchema) })
  .meta({ id: 'ContactListResponse' });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** GET /contacts: the contacts of user_id (default: the caller). */
export const listContactsQuerySchema = paginationQuery(PAGE_SIZE.contacts).extend({
  user_id: idSchema.optional(),
});
export type ListContactsQuery = z.infer<typeof listContactsQuerySchema>;

export const contactPageSchema = paginated(contactSchema).meta({ id: 'ContactPage' });
export type ContactPage = z.infer<typeof contactPageSchema>;
