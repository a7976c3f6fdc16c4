import { z } from 'zod';
import { idSchema } from '../common/http.ts';
import { PAGE_SIZE } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const disciplineTypeSchema = z.enum(['own', 'supplied']);

export const disciplineTagSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string(), companyId: z.number().int(), is_editable: z.boolean() })
  .meta({ id: 'DisciplineTag' });

export const disciplineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    companyId: z.number().int(),
    visible: z.boolean(),
    type: disciplineTypeSchema,
    consumer_id: z.number().int().nullable(),
    image: z.string().nullable(),
    owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    tags: z.array(disciplineTagSchema),
    isEditable: z.boolean(),
    canGenerateTopics: z.boolean(),
    inscriptions_count: z.number().int(),
    progress: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe("The student's own progress in percent; null when not started, and for staff."),
  })
  .meta({ id: 'Discipline' });
export type Discipline = z.infer<typeof disciplineSchema>;

/** GET /disciplines query (000 §7): search, tags_ids[], type, consumer_id, page, per_page. */
export const listDisciplinesQuerySchema = paginationQuery(PAGE_SIZE.disciplines).extend({
  search: z.string().trim().max(255).optional(),
  'tags_ids[]': z
    .union([idSchema, z.array(idSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  type: disciplineTypeSchema.optional(),
  consumer_id: idSchema.optional(),
});
export type ListDisciplinesQuery = z.infer<typeof listDisciplinesQuerySchema>;

export const disciplinePageSchema = paginated(disciplineSchema).meta({ id: 'DisciplinePage' });
export type DisciplinePage = z.infer<typeof disciplinePageSchema>;
