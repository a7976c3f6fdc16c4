import { describe, expect, it } from 'vitest';
import { formatTimeTick, labelEvery, timeTicks } from '../../apps/web/src/ui/charts/time-ticks.ts';

// The study-time chart's axes (issue 29: ticks fell on 0,65 / 1,3 / 1,95 h; a day label of the
// 30-day view went missing).
describe('time axis ticks', () => {
  it('whole hours above an hour: 1 h 57 min of study gives 0, 1 h, 2 h (not 0,65 h steps)', () => {
    expect(timeTicks(7020).map(formatTimeTick)).toEqual(['0', '1 h', '2 h']);
    expect(timeTicks(5 * 3600 + 1).map(formatTimeTick)).toEqual(['0', '2 h', '4 h', '6 h']);
    expect(timeTicks(30 * 3600).map(formatTimeTick)).toEqual(['0', '8 h', '16 h', '24 h', '32 h']);
  });

  it('whole minutes up to an hour', () => {
    expect(timeTicks(40 * 60).map(formatTimeTick)).toEqual(['0', '10 min', '20 min', '30 min', '40 min']);
    expect(timeTicks(3600).map(formatTimeTick)).toEqual(['0', '15 min', '30 min', '45 min', '1 h']);
    expect(timeTicks(90).map(formatTimeTick)).toEqual(['0', '1 min', '2 min']);
    expect(timeTicks(0).map(formatTimeTick)).toEqual(['0', '1 min']);
  });

  it('every tick is a whole minute, the top covers the maximum, at most 5 ticks', () => {
    for (let max = 1; max < 500_000; max = Math.ceil(max * 1.37)) {
      const ticks = timeTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
      expect(ticks.every((v) => v % 60 === 0)).toBe(true);
      if (ticks.at(-1)! > 3600) expect(ticks.every((v) => v % 3600 === 0)).toBe(true);
    }
  });
});

describe('category labels', () => {
  it('30 days: evenly every other day wide (today shown), every 4th narrow; 7 days all', () => {
    const wide = labelEvery(30, 16);
    const shown = Array.from({ length: 30 }, (_, i) => i).filter(wide);
    expect(shown).toHaveLength(15);
    expect(shown.at(-1)).toBe(29);
    expect(shown.every((i, k) => k === 0 || i - shown[k - 1]! === 2)).toBe(true);
    expect(Array.from({ length: 30 }, (_, i) => i).filter(labelEvery(30, 8))).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    expect(Array.from({ length: 7 }, (_, i) => i).filter(labelEvery(7, 8))).toHaveLength(7);
  });
});
