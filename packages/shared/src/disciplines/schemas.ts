import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { NON_BLANK, flagSchema } from '../common/formats.ts';
import { DISCIPLINE_MESSAGES as M } from './messages.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const disciplineTypeSchema = z.enum(['own', 'supplied']);

export const disciplineTagSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string(), companyId: z.number().int(), is_editable: z.boolean() })
  .meta({ id: 'DisciplineTag' });
export type DisciplineTag = z.infer<typeof disciplineTagSchema>;

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
    canProduceMaterials: z
      .boolean()
      .describe("isEditable and the company holds the materials licence: may create and edit the discipline's materials."),
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

/** GET /disciplines query (000 §7): search, tags_ids[], type, consumer_id, page, per_page; and supplier_id. */
export const listDisciplinesQuerySchema = paginationQuery(PAGE_SIZE.disciplines).extend({
  search: z.string().trim().max(255).optional(),
  'tags_ids[]': z
    .union([idSchema, z.array(idSchema)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  type: disciplineTypeSchema.optional(),
  consumer_id: idSchema.optional(),
  /**
   * Not in the spec's list: the landing's supplier filter (000 §2 loads suppliers). Disciplines
   * that came from this supplier (GET /suppliers id) through consumer_disciplines (attached or copied).
   */
  supplier_id: idSchema.optional(),
  /**
   * Not in the spec's list: only the disciplines whose content the caller may change (the rule of
   * every content write, discipline:manage), for pickers whose target the API then checks
   * with that rule (the question import).
   */
  manageable: flagSchema.optional(),
});
export type ListDisciplinesQuery = z.infer<typeof listDisciplinesQuerySchema>;

export const disciplinePageSchema = paginated(disciplineSchema).meta({ id: 'DisciplinePage' });
export type DisciplinePage = z.infer<typeof disciplinePageSchema>;

/** Longest description a discipline takes: a few paragraphs of syllabus. */
export const DISCIPLINE_DESCRIPTION_MAX = 5000;

const disciplineName = z
  .string({ error: M.disciplineNameRequired })
  .trim()
  .min(1, { error: M.disciplineNameRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const disciplineDescription = z.string().trim().max(DISCIPLINE_DESCRIPTION_MAX, { error: MESSAGES.textTooLong }).nullish();

/** POST /disciplines: the creator owns the new discipline (type own). */
export const createDisciplineBodySchema = z
  .object({
    name: disciplineName,
    description: disciplineDescription,
    /** Hidden (false) while being prepared: students do not see it. Default true. */
    visible: z.boolean().optional(),
  })
  .meta({ id: 'CreateDisciplineBody' });
export type CreateDisciplineBody = z.infer<typeof createDisciplineBodySchema>;

/** PUT /disciplines/{id}: any subset of name, description, visible. */
export const updateDisciplineBodySchema = createDisciplineBodySchema.partial().meta({ id: 'UpdateDisciplineBody' });
export type UpdateDisciplineBody = z.infer<typeof updateDisciplineBodySchema>;

/** POST /disciplines/{id}/discipline-tag: tags of the tenant to attach (already attached ones are kept). */
export const attachDisciplineTagsBodySchema = z
  .object({ discipline_tag_ids: z.array(idBodySchema).min(1).max(100) })
  .meta({ id: 'AttachDisciplineTagsBody' });
export type AttachDisciplineTagsBody = z.infer<typeof attachDisciplineTagsBodySchema>;

/** POST /disciplines/{id}/discipline-tag/remove. */
export const removeDisciplineTagBodySchema = z
  .object({ discipline_tag_id: idBodySchema })
  .meta({ id: 'RemoveDisciplineTagBody' });
export type RemoveDisciplineTagBody = z.infer<typeof removeDisciplineTagBodySchema>;

export const disciplineResponseSchema = z.object({ data: disciplineSchema }).meta({ id: 'DisciplineResponse' });
export const disciplineMessageResponseSchema = z
  .object({ message: z.string(), data: disciplineSchema })
  .meta({ id: 'DisciplineMessageResponse' });
export type DisciplineMessageResponse = z.infer<typeof disciplineMessageResponseSchema>;
