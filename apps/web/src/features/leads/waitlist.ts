// The feature-interest (waitlist) form, 001 §5: the shared createLeadBodySchema decides, the form
// shows its first issue as a toast. Pure: tests/web/admin-waitlist.test.ts.
import { createLeadBodySchema, WHATSAPP_DIGITS, type CreateLeadBody, type CreateLeadInput } from '@trilha/shared/leads';

/** The form's fields in screen order: the first issue is the first of these that fails. */
export const LEAD_FIELDS = ['name', 'company', 'email', 'contact', 'additional_comments'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export type LeadIssue = { field: LeadField | 'functionality_triggered'; message: string };

/**
 * The form checked by the shared schema: the body to send (trimmed, e-mail lower-cased, WhatsApp
 * digits only), or the first problem in field order with the spec's message.
 */
export function parseLead(input: CreateLeadInput): { body: CreateLeadBody; issue: null } | { body: null; issue: LeadIssue } {
  const parsed = createLeadBodySchema.safeParse(input);
  if (parsed.success) return { body: parsed.data, issue: null };
  const issues = parsed.error.issues.map((i) => ({ field: String(i.path[0]) as LeadIssue['field'], message: i.message }));
  const order = [...LEAD_FIELDS, 'functionality_triggered'] as const;
  issues.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  return { body: null, issue: issues[0]! };
}

/** The first problem of the form, in field order, with the spec's message; null when it is valid. */
export function firstLeadIssue(input: CreateLeadInput): LeadIssue | null {
  return parseLead(input).issue;
}

/**
 * Formats a WhatsApp number as it is typed: (11) 98888-7777. Only digits are kept; more than 11 are
 * shown bare, so the rule (exactly 11) rejects them instead of a silent cut.
 */
export function formatWhatsapp(value: string): string {
  const d = value.replace(/\D/g, '');
  if (d.length === 0) return '';
  if (d.length > WHATSAPP_DIGITS) return d;
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
