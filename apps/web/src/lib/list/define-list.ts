// One paginated endpoint as the client uses it: its shared query schema, its shared page schema
// and the query-cache key. Route loaders and screens both go through it, so what the URL says, what
// the loader fetches and what the screen reads are the same params (docs/web-client.md "Lists").
import type { z } from 'zod';
import type { PageMeta } from '@trilha/shared';
import { request } from '../api.ts';
import {
  encodeListParams,
  isFiltered,
  listSearch,
  parseListParams,
  type ListDefaults,
  type ListParams,
  type ListQuerySchema,
} from './list-params.ts';

export type PageShape = { data: unknown[]; meta: PageMeta };
export type PageSchema = z.ZodType<PageShape>;

/** A list endpoint, ready for loaders (`queryFor`) and screens (lib/list/use-list.ts). */
export type ListResource<Params extends { page: number }, Page extends PageShape> = {
  key: readonly string[];
  path: string;
  parse: (search: URLSearchParams) => Params;
  query: (params: Params) => { queryKey: readonly unknown[]; queryFn: (ctx: { signal: AbortSignal }) => Promise<Page> };
  /** For route loaders: `await queryClient.ensureQueryData(list.queryFor(request.url))`. */
  queryFor: (url: string) => ReturnType<ListResource<Params, Page>['query']>;
  /** The URL search of these params (defaults left out). */
  search: (params: Params) => URLSearchParams;
  /** A filter (anything but paging) differs from the defaults. */
  filtered: (params: Params) => boolean;
};

export type ListDefinition<S extends ListQuerySchema, P extends PageSchema> = {
  /** Query-cache key prefix, e.g. ['users', 'list']: invalidating ['users'] refreshes it. */
  key: readonly string[];
  /** The API path, e.g. '/users'. */
  path: string;
  /** The endpoint's shared query schema (listUsersQuerySchema): defaults and page size come from it. */
  query: S;
  /** The endpoint's shared response schema (userPageSchema). */
  page: P;
  /** Screen defaults the API does not have; left out of the URL when in force. */
  defaults?: ListDefaults<S>;
};

export function defineList<S extends ListQuerySchema, P extends PageSchema>(
  def: ListDefinition<S, P>,
): ListResource<ListParams<S> & { page: number }, z.output<P>> {
  type Params = ListParams<S> & { page: number };
  const defaults = def.defaults ?? {};
  const parse = (search: URLSearchParams) => parseListParams(def.query, search, defaults) as Params;
  const query = (params: Params) => ({
    queryKey: [...def.key, params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      request(def.path, { query: encodeListParams(def.query, params), schema: def.page, signal }) as Promise<z.output<P>>,
  });
  return {
    key: def.key,
    path: def.path,
    parse,
    query,
    queryFor: (url) => query(parse(new URL(url).searchParams)),
    search: (params) => listSearch(def.query, params, defaults),
    filtered: (params) => isFiltered(def.query, params, defaults),
  };
}
