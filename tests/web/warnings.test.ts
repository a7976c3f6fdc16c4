import { describe, expect, it } from 'vitest';
import { canLoadMore, feedLimit } from '../../apps/web/src/features/warnings/load-more.ts';

describe('the phone alert list (001 §2, §9)', () => {
  it('grows by 30 and offers more only while it holds exactly its limit', () => {
    expect([1, 2, 3].map(feedLimit)).toEqual([30, 60, 90]);
    expect(canLoadMore(30, 1)).toBe(true);
    expect(canLoadMore(29, 1)).toBe(false);
    expect(canLoadMore(31, 2)).toBe(false);
    expect(canLoadMore(60, 2)).toBe(true);
    expect(canLoadMore(0, 1)).toBe(false);
    // Before the first page arrives the limit is still one page.
    expect(feedLimit(0)).toBe(30);
  });
});
