import { z } from 'zod';
import { idBodySchema, idSchema } from '../common/http.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const MATERIAL_FEEDBACK_COMMENT_MAX = 1000;
/** Reviews of a discipline, a page at a time (not in the spec's page sizes: the panel shows 10). */
export const MATERIAL_FEEDBACK_PAGE_SIZE = 10;

export const materialFeedbackSchema = z
  .object({
    id: z.number().int(),
    discipline_id: z.number().int(),
    material: z.object({ id: z.number().int(), name: z.string() }),
    user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MaterialFeedback' });
export type MaterialFeedback = z.infer<typeof materialFeedbackSchema>;

/** POST /material-feedbacks: a student's rating of one material (again: replaces their rating). */
export const createMaterialFeedbackBodySchema = z
  .object({
    material_id: idBodySchema,
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(MATERIAL_FEEDBACK_COMMENT_MAX).nullish(),
  })
  .meta({ id: 'CreateMaterialFeedbackBody' });
export type CreateMaterialFeedbackBody = z.infer<typeof createMaterialFeedbackBodySchema>;

/** GET /disciplines/{id}/material-feedbacks: newest first; material_id and user_id narrow it. */
export const listMaterialFeedbacksQuerySchema = paginationQuery(MATERIAL_FEEDBACK_PAGE_SIZE).extend({
  material_id: idSchema.optional(),
  user_id: idSchema.optional(),
});
export type ListMaterialFeedbacksQuery = z.infer<typeof listMaterialFeedbacksQuerySchema>;

export const materialFeedbackPageSchema = z
  .object({
    data: z.array(materialFeedbackSchema),
    meta: paginated(materialFeedbackSchema).shape.meta.extend({
      average: z.number().nullable().describe('Mean rating of the whole filter (1 decimal); null without reviews.'),
      mine: z.array(materialFeedbackSchema).describe("The caller's own reviews in this discipline (to edit them)."),
    }),
  })
  .meta({ id: 'MaterialFeedbackPage' });
export type MaterialFeedbackPage = z.infer<typeof materialFeedbackPageSchema>;

export const materialFeedbackResponseSchema = z
  .object({ message: z.string(), data: materialFeedbackSchema })
  .meta({ id: 'MaterialFeedbackResponse' });
export type MaterialFeedbackResponse = z.infer<typeof materialFeedbackResponseSchema>;
