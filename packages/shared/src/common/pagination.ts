import { z } from 'zod';
import { MAX_PER_PAGE } from '../constants.ts';
import { ID_MAX } from './http.ts';

/** page/per_page query parameters; the default page size is the caller's constant. */
export const paginationQuery = (defaultPerPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(defaultPerPage),
  });

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const paginated = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
