import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { PageMeta } from '@trilha/shared';
import type { ListResource, PageShape } from './define-list.ts';
import { nextListParams } from './list-params.ts';

/**
 * A list screen's state: the params in the URL, the page its loader fetched, and the ways to change
 * them. A change is a navigation (`replace`, so Back leaves the list rather than undoing a filter),
 * so the route loader fetches the next page while this one stays on screen (`loading`).
 */
export function useList<Params extends { page: number }, Page extends PageShape>(list: ListResource<Params, Page>) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const params = useMemo(() => list.parse(searchParams), [list, searchParams]);
  // The loader put this page in the cache, so this never suspends; a failed refetch keeps the data
  // and sets `error` (the screen stays usable and offers a retry).
  const query = useSuspenseQuery(list.query(params));
  const page = query.data;

  // A change made while the previous one still loads (pick a status, then type at once) builds on
  // the pending URL, not on the one on screen: otherwise it would quietly undo the first change.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const base = useMemo(() => (pending === null ? params : list.parse(new URLSearchParams(pending))), [list, params, pending]);
  const hrefFor = useCallback(
    (patch: Partial<Params>) => {
      const search = list.search(nextListParams(base, patch)).toString();
      return `${location.pathname}${search ? `?${search}` : ''}`;
    },
    [list, base, location.pathname],
  );
  const setParams = useCallback((patch: Partial<Params>) => navigate(hrefFor(patch), { replace: true }), [navigate, hrefFor]);

  return {
    params,
    page,
    rows: page.data as Page['data'],
    /** The next page or filter is loading (the list is dimmed and `aria-busy`). */
    loading: navigation.state === 'loading' && navigation.location.pathname === location.pathname,
    /** A refresh failed; the rows shown are the last ones loaded. */
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
    filtered: list.filtered(params),
    hrefFor,
    setParams,
    /**
     * After rows were removed: when they were the last of a later page, step back a page instead of
     * showing an empty one. Call before invalidating the list.
     */
    async afterRemove(count = 1) {
      if (page.data.length - count <= 0 && params.page > 1) await setParams({ page: params.page - 1 } as Partial<Params>);
    },
  };
}

export type ListState<Row> = {
  page: { data: Row[]; meta: PageMeta };
  rows: Row[];
  loading: boolean;
  error: unknown;
  retry: () => void;
  filtered: boolean;
  hrefFor: (patch: { page: number }) => string;
};
