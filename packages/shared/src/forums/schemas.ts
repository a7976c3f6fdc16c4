import { z } from 'zod';
import { idSchema } from '../common/http.ts';
import { flagSchema } from '../common/formats.ts';
import { PAGE_SIZE } from '../constants.ts';
import { paginated, paginationQuery } from '../common/pagination.ts';

export const forumStatusSchema = z.enum(['open', 'closed']);

/** A forum as the lists show it (001 §3: id, status, is_visible, votes_enable, total_comments, discipline). */
export const forumSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    status: forumStatusSchema,
    is_visible: z.boolean(),
    votes_enable: z.boolean(),
    total_comments: z.number().int(),
    unread_comments: z.number().int().describe("Live comments by others after the caller's last read."),
    discipline: z.object({ id: z.number().int(), name: z.string() }),
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Forum' });
export type Forum = z.infer<typeof forumSchema>;

/**
 * GET /forums (001 §7: discipline, status, page, per_page, sort, visible). `sort` orders by
 * creation: `desc` (newest first, the default, as the Discipline Material screen loads them) or
 * `asc`. `visible` filters staff's lists; students only ever get visible forums.
 */
export const listForumsQuerySchema = paginationQuery(PAGE_SIZE.forums).extend({
  discipline: idSchema.optional(),
  status: forumStatusSchema.optional(),
  sort: z.enum(['desc', 'asc']).default('desc'),
  visible: flagSchema.optional(),
});
export type ListForumsQuery = z.infer<typeof listForumsQuerySchema>;

export const forumPageSchema = z
  .object({
    data: z.array(forumSchema),
    meta: paginated(forumSchema).shape.meta.extend({
      total_unread_comments: z.number().int().describe('Unread comments over every forum of the filter (001 §3).'),
    }),
  })
  .meta({ id: 'ForumPage' });
export type ForumPage = z.infer<typeof forumPageSchema>;
