import { z } from 'zod';
import { ERROR_CODES } from './codes.ts';

// The tables (zod-free, also in @trilha/shared/kernel) and the error shapes as zod schemas.
export * from './codes.ts';

/** One item a bulk operation could not do, and why. */
export const bulkFailureSchema = z
  .object({ id: z.number().int(), code: z.enum(ERROR_CODES), message: z.string() })
  .meta({ id: 'BulkFailure' });
export type BulkFailure = z.infer<typeof bulkFailureSchema>;

/**
 * The one error shape every route answers with. `errors` puts messages under form fields;
 * `failed` lists the items of a bulk operation of which none could be done.
 */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    request_id: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    failed: z.array(bulkFailureSchema).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The result of a bulk operation that may partly fail (contacts, question bulk delete): the ids
 * done, and each failure with its code and message. Each item is done whole or not at all; when
 * none is done the route answers 422 BULK_NOTHING_DONE with the same `failed` list.
 */
export const bulkResultSchema = z
  .object({ message: z.string(), done: z.array(z.number().int()), failed: z.array(bulkFailureSchema) })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof bulkResultSchema>;
