// The list kit (apps/web/src/lib/list): URL ⇄ params ⇄ API query, with the shared query schemas.
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, MAX_PER_PAGE } from '@trilha/shared';
import { listUsersQuerySchema } from '@trilha/shared/users';
import { listCompaniesQuerySchema } from '@trilha/shared/companies';
import { listDisciplinesQuerySchema } from '@trilha/shared/disciplines';
import {
  encodeListParams,
  isFiltered,
  listSearch,
  nextListParams,
  parseListParams,
} from '../../apps/web/src/lib/list/list-params.ts';

const sp = (s: string) => new URLSearchParams(s);
const companyDefaults = { status: 'active' as const };

describe('URL → params (parsed by the shared query schema)', () => {
  it('defaults and page sizes come from the schema', () => {
    expect(parseListParams(listUsersQuerySchema, sp(''))).toEqual({ page: 1, per_page: PAGE_SIZE.users });
    expect(parseListParams(listCompaniesQuerySchema, sp(''), companyDefaults)).toEqual({
      page: 1,
      per_page: PAGE_SIZE.companies,
      status: 'active',
    });
  });

  it('values are read as the API reads them: trimmed search, comma-separated roles, repeated ids', () => {
    expect(parseListParams(listUsersQuerySchema, sp('search=%20ana%20&role=student,tutor&page=2'))).toEqual({
      page: 2,
      per_page: 30,
      search: 'ana',
      role: ['student', 'tutor'],
    });
    expect(parseListParams(listDisciplinesQuerySchema, sp('tags_ids[]=3&tags_ids[]=5'))['tags_ids[]']).toEqual([3, 5]);
    expect(parseListParams(listDisciplinesQuerySchema, sp('tags_ids[]=3'))['tags_ids[]']).toEqual([3]);
  });

  it('one bad value falls back to its default without losing the others', () => {
    expect(parseListParams(listUsersQuerySchema, sp('page=-1&role=chefe&search=ana'))).toEqual({
      page: 1,
      per_page: 30,
      search: 'ana',
    });
    expect(parseListParams(listUsersQuerySchema, sp(`per_page=${MAX_PER_PAGE + 1}`)).per_page).toBe(30);
    expect(parseListParams(listCompaniesQuerySchema, sp('status=archived'), companyDefaults).status).toBe('active');
  });

  it('a blank value is no value', () => {
    expect(parseListParams(listUsersQuerySchema, sp('search=&role='))).toEqual({ page: 1, per_page: 30 });
  });
});

describe('params → URL and API query', () => {
  it('the URL leaves defaults out; the API gets every param, page size included', () => {
    const params = parseListParams(listCompaniesQuerySchema, sp('search=acme'), companyDefaults);
    expect(listSearch(listCompaniesQuerySchema, params, companyDefaults).toString()).toBe('search=acme');
    expect(encodeListParams(listCompaniesQuerySchema, params)).toEqual({
      page: '1',
      per_page: '30',
      search: 'acme',
      status: 'active',
    });
  });

  it('arrays take the form their field reads: comma-joined roles, repeated tag ids', () => {
    expect(encodeListParams(listUsersQuerySchema, { page: 1, per_page: 30, role: ['student', 'tutor'] }).role).toBe(
      'student,tutor',
    );
    const tags = listSearch(listDisciplinesQuerySchema, { page: 1, per_page: 30, 'tags_ids[]': [3, 5] });
    expect(tags.getAll('tags_ids[]')).toEqual(['3', '5']);
  });

  it('round-trips: URL → params → URL → params', () => {
    for (const [schema, url, defaults] of [
      [listUsersQuerySchema, 'page=3&search=maria&role=student%2Cteacher&user_responsible=7', {}],
      [listCompaniesQuerySchema, 'page=2&status=deleted', companyDefaults],
      [listDisciplinesQuerySchema, 'tags_ids%5B%5D=1&tags_ids%5B%5D=2&type=own', {}],
    ] as const) {
      const params = parseListParams(schema, sp(url), defaults);
      const again = listSearch(schema, params, defaults);
      expect(again.toString()).toBe(url);
      expect(parseListParams(schema, again, defaults)).toEqual(params);
    }
  });
});

describe('changing the list', () => {
  const params = { page: 4, per_page: 30, search: 'ana' };

  it('a filter goes back to page 1; a page change keeps the filters', () => {
    expect(nextListParams(params, { search: 'bia' })).toEqual({ page: 1, per_page: 30, search: 'bia' });
    expect(nextListParams(params, { page: 5 })).toEqual({ page: 5, per_page: 30, search: 'ana' });
  });

  it('clearing a filter removes it', () => {
    expect(nextListParams(params, { search: '' })).toEqual({ page: 1, per_page: 30 });
  });

  it('"filtered" means a filter differs from the defaults, not paging', () => {
    expect(isFiltered(listUsersQuerySchema, { page: 3, per_page: 30 })).toBe(false);
    expect(isFiltered(listUsersQuerySchema, { page: 1, per_page: 30, search: 'x' })).toBe(true);
    expect(isFiltered(listCompaniesQuerySchema, { page: 1, per_page: 30, status: 'active' }, companyDefaults)).toBe(false);
    expect(isFiltered(listCompaniesQuerySchema, { page: 1, per_page: 30, status: 'inactive' }, companyDefaults)).toBe(true);
  });
});
