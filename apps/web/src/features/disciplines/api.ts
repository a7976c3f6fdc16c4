import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@trilha/shared';
import { disciplinePageSchema } from '@trilha/shared/disciplines';
import { request } from '../../lib/api.ts';

export type DisciplineListParams = { page: number; search: string };

/** The list state lives in the URL (?page=&search=), so it survives reloads and back/forward. */
export function listParams(search: URLSearchParams): DisciplineListParams {
  return { page: Math.max(1, Math.floor(Number(search.get('page'))) || 1), search: search.get('search')?.trim() ?? '' };
}

/** GET /disciplines: a student, tutor or teacher gets only their own (My Disciplines), staff the company's. */
export const disciplinesQuery = (p: DisciplineListParams) =>
  queryOptions({
    queryKey: ['disciplines', 'list', p],
    queryFn: () =>
      request('/disciplines', {
        query: { page: p.page, per_page: PAGE_SIZE.disciplines, search: p.search || undefined },
        schema: disciplinePageSchema,
      }),
  });
