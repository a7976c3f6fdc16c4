import { z } from 'zod';
import { idSchema, idBodySchema } from '../common/http.ts';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_TIME_ZONE, PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { userRefSchema } from '../common/refs.ts';
import { NON_BLANK } from '../common/formats.ts';

/** A consumer sub-domain: the first DNS label of the tenant's host (lowercase letters, digits, hyphens). */
export const consumerDomainSchema = z
  .string({ error: MESSAGES.domainInvalid })
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, { error: MESSAGES.domainInvalid });

export const companyStatusSchema = z.enum(['active', 'inactive']);

/**
 * The IANA time zones the runtime knows (Intl: the server's Node, the browser's own list in the
 * web), UTC and the platform's default always among them. A company's calendar feed, e-mail digest
 * hour and study days are counted in its zone.
 */
export const TIME_ZONES: readonly [string, ...string[]] = [
  ...new Set([DEFAULT_TIME_ZONE, 'UTC', ...Intl.supportedValuesOf('timeZone')]),
].sort() as [string, ...string[]];
export const timeZoneSchema = z.enum(TIME_ZONES, { error: MESSAGES.timeZoneInvalid }).meta({ id: 'TimeZone' });

const licence = z.number({ error: 'Informe um número inteiro' }).int().min(0).max(1_000_000);
const flag = z.boolean();

/** At most this many outside origins for a company's SCORM packages. */
export const SCORM_ALLOWED_ORIGINS_MAX = 30;
const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * An origin a company's SCORM packages may load media, fonts, styles and frames from (the package
 * CSP, docs/learning-content.md): https only, a host name and an optional port, no path, query,
 * credentials or bare wildcard. A leading `*.` allows the subdomains of a name of two labels or
 * more (`https://*.example.com`, not `https://*.com`). Lower-cased.
 */
export const SCORM_ORIGIN_PATTERN = new RegExp(
  `^https://(?:\\*\\.${hostLabel}(?:\\.${hostLabel})+|${hostLabel}(?:\\.${hostLabel})*)(?::(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?$`,
);
export const scormOriginSchema = z
  .string({ error: MESSAGES.scormOriginInvalid })
  .trim()
  .toLowerCase()
  .max(TEXT_MAX, { error: MESSAGES.scormOriginInvalid })
  .regex(SCORM_ORIGIN_PATTERN, { error: MESSAGES.scormOriginInvalid });
const scormOrigins = z
  .array(scormOriginSchema)
  .max(SCORM_ALLOWED_ORIGINS_MAX, {
    error: MESSAGES.scormOriginsTooMany.replace('{max}', String(SCORM_ALLOWED_ORIGINS_MAX)),
  })
  .describe(
    'Outside origins the SCORM packages may load media, fonts, styles and frames from (https://host[:port] or https://*.host).',
  );

const companyFields = {
  name: z
    .string({ error: MESSAGES.companyNameRequired })
    .trim()
    .min(1, { error: MESSAGES.companyNameRequired })
    .max(TEXT_MAX, { error: MESSAGES.textTooLong })
    .meta(NON_BLANK),
  /** User id of the company's responsible; becomes a member of the company. */
  responsible_id: idBodySchema.nullable(),
  materials_license: licence,
  project_manager_license: licence,
  tutor_manager_license: licence,
  /** Maximum student users (0 = unlimited). */
  students: licence,
  /** Maximum tutor users (0 = unlimited). */
  tutors: licence,
  openai_enabled: flag,
  smart_question_bank: flag,
  topic_generator: flag,
  smart_chat_bot: flag,
  pro_mode: flag,
  status: companyStatusSchema,
  scorm_allowed_origins: scormOrigins,
  time_zone: timeZoneSchema,
};

/** POST /companies: the company and its first consumer (sub-domain), created together. */
export const createCompanyBodySchema = z
  .object({
    ...companyFields,
    responsible_id: companyFields.responsible_id.optional(),
    materials_license: licence.default(0),
    project_manager_license: licence.default(0),
    tutor_manager_license: licence.default(0),
    students: licence.default(0),
    tutors: licence.default(0),
    openai_enabled: flag.default(false),
    smart_question_bank: flag.default(false),
    topic_generator: flag.default(false),
    smart_chat_bot: flag.default(false),
    pro_mode: flag.default(false),
    status: companyStatusSchema.default('active'),
    scorm_allowed_origins: scormOrigins.default([]),
    time_zone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
    domain: consumerDomainSchema,
  })
  .meta({ id: 'CreateCompanyBody' });
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;

/** PUT /companies/{id}: any subset of the fields (the sub-domain is not changed here). */
export const updateCompanyBodySchema = z.object(companyFields).partial().meta({ id: 'UpdateCompanyBody' });
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

export const companyConsumerRefSchema = z
  .object({ id: z.number().int(), name: z.string(), domain: z.string() })
  .meta({ id: 'CompanyConsumerRef' });

export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    responsible: userRefSchema.nullable(),
    materials_license: z.number().int(),
    project_manager_license: z.number().int(),
    tutor_manager_license: z.number().int(),
    students: z.number().int(),
    tutors: z.number().int(),
    openai_enabled: z.boolean(),
    smart_question_bank: z.boolean(),
    topic_generator: z.boolean(),
    smart_chat_bot: z.boolean(),
    pro_mode: z.boolean(),
    status: companyStatusSchema,
    scorm_allowed_origins: z.array(z.string()),
    time_zone: z.string(),
    consumers: z.array(companyConsumerRefSchema),
    created_at: z.string(),
    deleted_at: z.string().nullable(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

export const companyResponseSchema = z.object({ data: companySchema }).meta({ id: 'CompanyResponse' });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;
export const companyMessageResponseSchema = z
  .object({ message: z.string(), data: companySchema })
  .meta({ id: 'CompanyMessageResponse' });

/** GET /companies: search (name or sub-domain), responsible_id, status (default: every company not deleted). */
export const listCompaniesQuerySchema = paginationQuery(PAGE_SIZE.companies).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  responsible_id: idSchema.optional(),
  status: z.enum(['active', 'inactive', 'deleted']).optional(),
});
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuerySchema>;

export const companyPageSchema = paginated(companySchema).meta({ id: 'CompanyPage' });
export type CompanyPage = z.infer<typeof companyPageSchema>;

/** `{id}` path parameter of the administration routes. */
export const consumerDomainParamsSchema = z.object({ domain: consumerDomainSchema });

/** GET /companies/responsibles: every user who is the responsible of a company (the list's filter), by name. */
export const companyResponsiblesResponseSchema = z
  .object({ data: z.array(userRefSchema) })
  .meta({ id: 'CompanyResponsiblesResponse' });
export type CompanyResponsiblesResponse = z.infer<typeof companyResponsiblesResponseSchema>;
