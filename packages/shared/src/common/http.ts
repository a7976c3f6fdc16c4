import { z } from 'zod';
import './zod-locale.ts';

/**
 * A row id as the API accepts it: a positive PostgreSQL integer. Larger numbers are refused as
 * invalid input here, once, instead of reaching the database (which would fail with 22003).
 */
export const ID_MAX = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(ID_MAX);
/** The same in a JSON body, where a number must already be a number. */
export const idBodySchema = z.number().int().positive().max(ID_MAX);

export const numericIdParamsSchema = z.object({ id: idSchema });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
