import { z } from 'zod';
import { idSchema, idBodySchema } from '../common/http.ts';
import { MESSAGES } from '../messages.ts';
import { TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { companyRefSchema, userRefSchema } from '../common/refs.ts';
import { tenantSettingsSchema } from '../tenancy/schemas.ts';
import { PAGE_SIZE } from '../constants.ts';
import { consumerDomainSchema } from '../companies/schemas.ts';
import { NON_BLANK, digitsPattern, flagSchema, onlyDigits } from '../common/formats.ts';

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: MESSAGES.colorInvalid });

/** POST /consumers: another sub-domain (tenant) of an existing company. */
export const createConsumerBodySchema = z
  .object({
    company_id: idBodySchema,
    name: z
      .string({ error: MESSAGES.userNameRequired })
      .trim()
      .min(1, { error: MESSAGES.userNameRequired })
      .max(TEXT_MAX, { error: MESSAGES.textTooLong })
      .meta(NON_BLANK),
    domain: consumerDomainSchema,
    responsible_id: idBodySchema.nullish(),
    primary_color: hexColorSchema.optional(),
    secondary_color: hexColorSchema.optional(),
  })
  .meta({ id: 'CreateConsumerBody' });
export type CreateConsumerBody = z.infer<typeof createConsumerBodySchema>;

export const consumerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    company_id: z.number().int(),
    company: companyRefSchema,
    responsible: userRefSchema.nullable(),
    primary_color: z.string(),
    secondary_color: z.string(),
    photo: z.string().nullable(),
    tutoring_phone_number: z.string().nullable(),
    tutoring_phone_number_enabled: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Consumer' });
export type Consumer = z.infer<typeof consumerSchema>;

export const consumerResponseSchema = z.object({ data: consumerSchema }).meta({ id: 'ConsumerResponse' });
export type ConsumerResponse = z.infer<typeof consumerResponseSchema>;

const flagParam = flagSchema;

/**
 * GET /consumers (001 §7): search (name or domain), company_id, distinct_responsible_id (a flag:
 * one consumer per distinct responsible, the list behind a "responsibles" filter).
 */
export const listConsumersQuerySchema = paginationQuery(PAGE_SIZE.consumers).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  company_id: idSchema.optional(),
  distinct_responsible_id: flagParam.optional(),
});
export type ListConsumersQuery = z.infer<typeof listConsumersQuerySchema>;

export const consumerPageSchema = paginated(consumerSchema).meta({ id: 'ConsumerPage' });
export type ConsumerPage = z.infer<typeof consumerPageSchema>;

/** GET /consumer-settings: the same shape as the public GET /settings of the tenant. */
export const consumerSettingsResponseSchema = tenantSettingsSchema;
export type ConsumerSettingsResponse = z.infer<typeof consumerSettingsResponseSchema>;

/** Brazilian phone with DDD, digits only (10 or 11; 12–13 with country code). Blank clears it. */
const tutoringPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().regex(digitsPattern(10, 13), { error: MESSAGES.phoneInvalid }).transform(onlyDigits).nullable().optional(),
);

/**
 * POST /consumer-settings/{id}/update, as multipart form fields (strings) or JSON. The photo is
 * the multipart file field `photo` (PNG, JPEG or WEBP, at most 2 MB).
 */
export const updateConsumerSettingsBodySchema = z
  .object({
    primary_color: hexColorSchema.optional(),
    secondary_color: hexColorSchema.optional(),
    tutoring_phone_number: tutoringPhone,
    tutoring_phone_number_enabled: flagParam.optional(),
  })
  .meta({ id: 'UpdateConsumerSettingsBody' });
export type UpdateConsumerSettingsBody = z.infer<typeof updateConsumerSettingsBodySchema>;

export const updatedConsumerSettingsResponseSchema = z
  .object({ message: z.string(), data: tenantSettingsSchema.shape.data })
  .meta({ id: 'UpdatedConsumerSettingsResponse' });
export type UpdatedConsumerSettingsResponse = z.infer<typeof updatedConsumerSettingsResponseSchema>;
