import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { TEXT_MAX } from '../constants.ts';
import { EMAIL_FORMAT, NON_BLANK, digitsPattern, onlyDigits } from '../common/formats.ts';

/** WhatsApp numbers: DDD + 9 digits, e.g. (11) 98888-7777 → 11988887777 (001 §9). */
export const WHATSAPP_DIGITS = 11;

const EMAIL_LOCAL = /^(?:[a-z0-9_'+-]+\.)*[a-z0-9_'+-]*[a-z0-9_+-]$/;
const EMAIL_DOMAIN = /^(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/;
/** A domain that could still become valid by typing on: "gmail", "gmail.", "gmail.c". */
const DOMAIN_PREFIX = /^[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]*)*$/;

/** Which e-mail message applies (001 §5): none, 'Email inválido, domínio incompleto' or 'Email Invalido'. */
export function leadEmailProblem(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at > 0 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain)) return null;
  if (at > 0 && EMAIL_LOCAL.test(local) && DOMAIN_PREFIX.test(domain)) return MESSAGES.leadEmailDomainIncomplete;
  return MESSAGES.emailInvalid;
}

/**
 * The feature-interest (waitlist) form, 001 §5, with the spec's messages. The web form validates
 * with this very schema and shows the first issue as a toast; the API enforces it again.
 */
export const createLeadBodySchema = z
  .object({
    name: z
      .string({ error: MESSAGES.leadNameRequired })
      .trim()
      .min(1, { error: MESSAGES.leadNameRequired, abort: true })
      .max(TEXT_MAX, { error: MESSAGES.leadNameTooLong })
      .meta(NON_BLANK),
    company: z
      .string({ error: MESSAGES.leadCompanyRequired })
      .trim()
      .min(1, { error: MESSAGES.leadCompanyRequired, abort: true })
      .max(TEXT_MAX, { error: MESSAGES.leadCompanyTooLong })
      .meta(NON_BLANK),
    email: z
      .string({ error: MESSAGES.leadEmailRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: MESSAGES.leadEmailRequired, abort: true })
      .max(TEXT_MAX, { error: MESSAGES.leadEmailTooLong, abort: true })
      .superRefine((v, ctx) => {
        const problem = leadEmailProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      // The refinement above picks between two messages; the rule itself is the e-mail format.
      .meta(EMAIL_FORMAT),
    /** WhatsApp: only digits are kept; exactly 11 (DDD + number). */
    contact: z
      .string({ error: MESSAGES.leadWhatsappInvalid })
      .regex(digitsPattern(WHATSAPP_DIGITS), { error: MESSAGES.leadWhatsappInvalid })
      .transform(onlyDigits),
    additional_comments: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(TEXT_MAX, { error: MESSAGES.leadCommentsTooLong }).nullish(),
    ),
    /** Which placeholder feature opened the form (e.g. Produção, Tutores, Projetos). */
    functionality_triggered: z
      .string({ error: MESSAGES.leadFunctionalityRequired })
      .trim()
      .min(1, { error: MESSAGES.leadFunctionalityRequired, abort: true })
      .max(TEXT_MAX, { error: MESSAGES.textTooLong })
      .meta(NON_BLANK),
  })
  .meta({ id: 'CreateLeadBody' });
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;
export type CreateLeadInput = z.input<typeof createLeadBodySchema>;

export const leadSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string(),
    contact: z.string(),
    email: z.string(),
    additional_comments: z.string().nullable(),
    functionality_triggered: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

export const leadResponseSchema = z.object({ message: z.string(), data: leadSchema }).meta({ id: 'LeadResponse' });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
