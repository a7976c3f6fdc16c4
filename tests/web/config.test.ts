import { describe, expect, it } from 'vitest';
import { expandUrlTemplate, resolveConfig } from '../../apps/web/src/lib/config.ts';
import { buildUrl } from '../../apps/web/src/lib/api.ts';
import { pageWindow } from '../../apps/web/src/ui/page-window.ts';
import { disciplinesList } from '../../apps/web/src/features/disciplines/api.ts';

describe('API and realtime URLs', () => {
  it('default: the page host on ports 3333 and 6001', () => {
    expect(resolveConfig('demo.localhost', undefined, {})).toEqual({
      apiUrl: 'http://demo.localhost:3333',
      realtimeUrl: 'http://demo.localhost:6001',
      accessAsExitUrl: '/login',
    });
  });
  it('build-time VITE_ values, then the runtime /config.js, win in that order', () => {
    const env = { VITE_API_URL: 'https://api.{host}', VITE_REALTIME_URL: 'wss://rt.example.com/' };
    expect(resolveConfig('acme.trilha.app', undefined, env)).toMatchObject({
      apiUrl: 'https://api.acme.trilha.app',
      realtimeUrl: 'wss://rt.example.com',
    });
    expect(resolveConfig('demo.localhost', { apiUrl: 'http://{host}:4100' }, env)).toMatchObject({
      apiUrl: 'http://demo.localhost:4100',
      realtimeUrl: 'wss://rt.example.com',
    });
  });
  it('expands every {host}', () => expect(expandUrlTemplate('http://{host}/{host}/', 'x')).toBe('http://x/x'));
  it('builds query strings with tags_ids[] arrays and without empty values', () => {
    expect(buildUrl('http://a', '/disciplines', { page: 2, search: '', 'tags_ids[]': [1, 2], type: undefined })).toBe(
      'http://a/disciplines?page=2&tags_ids%5B%5D=1&tags_ids%5B%5D=2',
    );
  });
});

describe('list helpers', () => {
  it('page window keeps first, last and neighbours', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('reads page and search from the URL (the shared query schema: 30 per page)', () => {
    const parse = (s: string) => disciplinesList.parse(new URLSearchParams(s));
    expect(parse('page=3&search=%20mat%20')).toEqual({ page: 3, per_page: 30, search: 'mat' });
    expect(parse('page=abc')).toEqual({ page: 1, per_page: 30 });
    expect(parse('page=-2')).toEqual({ page: 1, per_page: 30 });
  });
});
