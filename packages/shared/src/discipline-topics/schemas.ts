import { z } from 'zod';
import { PAGE_SIZE, TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { NON_BLANK } from '../common/formats.ts';
import { idBodySchema, idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';
import { DISCIPLINE_TOPIC_MESSAGES as M } from './messages.ts';

export const DISCIPLINE_TOPIC_DESCRIPTION_MAX = 5000;

export const disciplineTopicSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    discipline_id: z.number().int(),
    position: z.number().int(),
    generated_by_ai: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'DisciplineTopic' });
export type DisciplineTopic = z.infer<typeof disciplineTopicSchema>;

const topicTitle = z
  .string({ error: M.disciplineTopicTitleRequired })
  .trim()
  .min(1, { error: M.disciplineTopicTitleRequired })
  .max(TEXT_MAX, { error: MESSAGES.textTooLong })
  .meta(NON_BLANK);
const topicDescription = z.string().trim().max(DISCIPLINE_TOPIC_DESCRIPTION_MAX, { error: MESSAGES.textTooLong }).nullish();

/** POST /discipline-topics (000 §3: title, description, discipline_id). */
export const createDisciplineTopicBodySchema = z
  .object({
    title: topicTitle,
    description: topicDescription,
    discipline_id: idBodySchema,
    /** A topic proposed by the topic generator and accepted by staff (docs/ai.md). */
    generated_by_ai: z.boolean().optional(),
  })
  .meta({ id: 'CreateDisciplineTopicBody' });
export type CreateDisciplineTopicBody = z.infer<typeof createDisciplineTopicBodySchema>;

/** PUT /discipline-topics/{id}: title and/or description (a topic stays in its discipline). */
export const updateDisciplineTopicBodySchema = z
  .object({ title: topicTitle, description: topicDescription })
  .partial()
  .meta({ id: 'UpdateDisciplineTopicBody' });
export type UpdateDisciplineTopicBody = z.infer<typeof updateDisciplineTopicBodySchema>;

/** POST /discipline-topics/{id}/duplicate: the discipline that receives the copy. */
export const duplicateDisciplineTopicBodySchema = z
  .object({ discipline_id: idBodySchema })
  .meta({ id: 'DuplicateDisciplineTopicBody' });
export type DuplicateDisciplineTopicBody = z.infer<typeof duplicateDisciplineTopicBodySchema>;

/** GET /discipline-topics (000 §7): discipline_id, search, page, per_page; 5 per page (000 §9). */
export const listDisciplineTopicsQuerySchema = paginationQuery(PAGE_SIZE.topics).extend({
  discipline_id: idSchema,
  search: z.string().trim().max(TEXT_MAX).optional(),
});
export type ListDisciplineTopicsQuery = z.infer<typeof listDisciplineTopicsQuerySchema>;

export const disciplineTopicPageSchema = paginated(disciplineTopicSchema).meta({ id: 'DisciplineTopicPage' });
export type DisciplineTopicPage = z.infer<typeof disciplineTopicPageSchema>;
export const disciplineTopicResponseSchema = z.object({ data: disciplineTopicSchema }).meta({ id: 'DisciplineTopicResponse' });
export const disciplineTopicMessageResponseSchema = z
  .object({ message: z.string(), data: disciplineTopicSchema })
  .meta({ id: 'DisciplineTopicMessageResponse' });
