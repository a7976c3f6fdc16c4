import { disciplinePageSchema, listDisciplinesQuerySchema } from '@trilha/shared/disciplines';
import { defineList } from '../../lib/list/define-list.ts';

/**
 * GET /disciplines: a student, tutor or teacher gets only their own (My Disciplines), staff the
 * company's; 30 per page (000 §2). ?page=&search= in the URL, so it survives reloads and back/forward.
 */
export const disciplinesList = defineList({
  key: ['disciplines', 'list'],
  path: '/disciplines',
  query: listDisciplinesQuerySchema,
  page: disciplinePageSchema,
});
