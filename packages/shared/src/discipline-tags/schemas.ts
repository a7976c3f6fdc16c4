import { z } from 'zod';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { NON_BLANK } from '../common/formats.ts';
import { idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { disciplineTagSchema } from '../disciplines/schemas.ts';
import { DISCIPLINE_TAG_MESSAGES as M } from './messages.ts';

export { disciplineTagSchema, type DisciplineTag } from '../disciplines/schemas.ts';

/** Longest tag name: a tag is a chip on a card. */
export const DISCIPLINE_TAG_NAME_MAX = 50;
/** A colour as the colour input gives it. */
export const TAG_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const tagName = z
  .string({ error: M.disciplineTagNameRequired })
  .trim()
  .min(1, { error: M.disciplineTagNameRequired })
  .max(DISCIPLINE_TAG_NAME_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const tagColor = z
  .string({ error: M.disciplineTagColorInvalid })
  .regex(TAG_COLOR_PATTERN, { error: M.disciplineTagColorInvalid })
  .transform((c) => c.toLowerCase());

/** POST /discipline-tags. */
export const createDisciplineTagBodySchema = z
  .object({ name: tagName, color: tagColor.optional() })
  .meta({ id: 'CreateDisciplineTagBody' });
export type CreateDisciplineTagBody = z.infer<typeof createDisciplineTagBodySchema>;

/** PUT /discipline-tags/{id}: rename and/or recolour. */
export const updateDisciplineTagBodySchema = z
  .object({ name: tagName, color: tagColor })
  .partial()
  .meta({ id: 'UpdateDisciplineTagBody' });
export type UpdateDisciplineTagBody = z.infer<typeof updateDisciplineTagBodySchema>;

/** GET /discipline-tags: by name, paginated (30, as the catalogue's lists; the landing asks for more). */
export const listDisciplineTagsQuerySchema = paginationQuery(PAGE_SIZE.disciplineTags).extend({
  search: z.string().trim().max(TEXT_MAX).optional(),
});
export type ListDisciplineTagsQuery = z.infer<typeof listDisciplineTagsQuerySchema>;

/** GET /discipline-tags/{disciplineId}/distinct-tags. */
export const distinctTagsQuerySchema = z.object({ search: z.string().trim().max(TEXT_MAX).optional() });
export const distinctTagsParamsSchema = z.object({ disciplineId: idSchema });

export const disciplineTagPageSchema = paginated(disciplineTagSchema).meta({ id: 'DisciplineTagPage' });
export type DisciplineTagPage = z.infer<typeof disciplineTagPageSchema>;
export const disciplineTagListSchema = z.object({ data: z.array(disciplineTagSchema) }).meta({ id: 'DisciplineTagList' });
export const disciplineTagResponseSchema = z.object({ data: disciplineTagSchema }).meta({ id: 'DisciplineTagResponse' });
export const disciplineTagMessageResponseSchema = z
  .object({ message: z.string(), data: disciplineTagSchema })
  .meta({ id: 'DisciplineTagMessageResponse' });
