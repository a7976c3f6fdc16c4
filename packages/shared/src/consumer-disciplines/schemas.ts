import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { NON_BLANK } from '../common/formats.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const consumerDisciplineStatusSchema = z.enum(['pending', 'approved', 'disapproved']);
export const consumerDisciplineTypeSchema = z.enum(['supplied', 'personalized']);

export const consumerDisciplineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    type: consumerDisciplineTypeSchema,
    status: consumerDisciplineStatusSchema,
    consumer_id: z.number().int(),
    supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    source_discipline_id: z.number().int().nullable(),
    discipline: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('The local discipline it is attached to, or its copy.'),
    decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    decided_at: z.string().nullable(),
    copied_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ConsumerDiscipline' });
export type ConsumerDiscipline = z.infer<typeof consumerDisciplineSchema>;

/** GET /consumer-disciplines (000 §3, §7): search, type, status. */
export const listConsumerDisciplinesQuerySchema = paginationQuery(PAGE_SIZE.consumerDisciplines).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
  type: consumerDisciplineTypeSchema.optional(),
  status: consumerDisciplineStatusSchema.optional(),
});
export type ListConsumerDisciplinesQuery = z.infer<typeof listConsumerDisciplinesQuerySchema>;

export const consumerDisciplinePageSchema = paginated(consumerDisciplineSchema).meta({ id: 'ConsumerDisciplinePage' });
export type ConsumerDisciplinePage = z.infer<typeof consumerDisciplinePageSchema>;

/**
 * POST /consumer-disciplines, on the SUPPLIER's host: offer one of its own disciplines to a
 * consumer (sub-domain) of a client company that lists it as an active supplier.
 */
export const createConsumerDisciplineBodySchema = z
  .object({
    discipline_id: idBodySchema,
    consumer_id: idBodySchema,
    type: consumerDisciplineTypeSchema.optional(),
  })
  .meta({ id: 'CreateConsumerDisciplineBody' });
export type CreateConsumerDisciplineBody = z.infer<typeof createConsumerDisciplineBodySchema>;

/** PUT /consumer-disciplines/{id}, on the consumer's host: how the offer reads in its own list. */
export const updateConsumerDisciplineBodySchema = z
  .object({
    name: z.string().trim().min(1).max(TEXT_MAX).meta(NON_BLANK).optional(),
    description: z.string().trim().max(5000).nullable().optional(),
    type: consumerDisciplineTypeSchema.optional(),
  })
  .meta({ id: 'UpdateConsumerDisciplineBody' });
export type UpdateConsumerDisciplineBody = z.infer<typeof updateConsumerDisciplineBodySchema>;

export const consumerDisciplineAttachParamsSchema = z.object({ id: idSchema, disciplineId: idSchema });

export const consumerDisciplineResponseSchema = z
  .object({ message: z.string().optional(), data: consumerDisciplineSchema })
  .meta({ id: 'ConsumerDisciplineResponse' });
export type ConsumerDisciplineResponse = z.infer<typeof consumerDisciplineResponseSchema>;

/**
 * GET /consumer-disciplines/clients, on the SUPPLIER's host: the consumers (sub-domains) it may
 * offer disciplines to — those of active companies that list it as an active supplier.
 */
export const listSupplierClientsQuerySchema = paginationQuery(PAGE_SIZE.consumerDisciplines).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
});
export type ListSupplierClientsQuery = z.infer<typeof listSupplierClientsQuerySchema>;

export const supplierClientSchema = z
  .object({
    consumer_id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    company_name: z.string(),
  })
  .meta({ id: 'SupplierClient' });
export type SupplierClient = z.infer<typeof supplierClientSchema>;

export const supplierClientPageSchema = paginated(supplierClientSchema).meta({ id: 'SupplierClientPage' });
export type SupplierClientPage = z.infer<typeof supplierClientPageSchema>;
