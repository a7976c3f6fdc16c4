import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * zodResolver for a form whose field values are not exactly the schema's input type (selects give
 * null for "none", optional fields start empty…): the shared schema still decides, its output is
 * what the submit handler gets.
 */
export function schemaResolver<Values extends Record<string, unknown>, Output = Values>(
  schema: z.ZodType,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
