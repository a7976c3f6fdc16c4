import { describe, expect, it } from 'vitest';
import { createInactivityCounter } from '../../apps/web/src/lib/session/inactivity.ts';

const clock = (start = 1_700_000_000_000) => {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
};

describe('inactivity counter (000 §4)', () => {
  it('starts at 14400 s and counts down with the clock', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    expect(counter.remaining()).toBe(14400);
    c.advance(100);
    expect(counter.remaining()).toBe(14300);
    expect(counter.expired()).toBe(false);
  });

  it('ignores activity while more than 300 s are left', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    c.advance(14400 - 301);
    expect(counter.activity()).toBe(false);
    expect(counter.remaining()).toBe(301);
  });

  it('resets on activity at exactly 300 s and below', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    c.advance(14400 - 300);
    expect(counter.activity()).toBe(true);
    expect(counter.remaining()).toBe(14400);
    c.advance(14400 - 5);
    expect(counter.activity()).toBe(true);
    expect(counter.remaining()).toBe(14400);
  });

  it('expires at 0 and stays at 0', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    c.advance(14399);
    expect(counter.expired()).toBe(false);
    c.advance(1);
    expect(counter.expired()).toBe(true);
    c.advance(1000);
    expect(counter.remaining()).toBe(0);
  });

  it('activity at 0 does not bring an expired session back', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    c.advance(14400);
    expect(counter.activity()).toBe(false);
    expect(counter.expired()).toBe(true);
  });

  it('restart() gives the full time whatever is left (after leaving Login)', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now });
    c.advance(20_000);
    expect(counter.expired()).toBe(true);
    counter.restart();
    expect(counter.remaining()).toBe(14400);
    expect(counter.expired()).toBe(false);
  });

  it('accepts other limits', () => {
    const c = clock();
    const counter = createInactivityCounter({ now: c.now, timeoutSeconds: 10, resetThresholdSeconds: 3 });
    c.advance(6);
    expect(counter.activity()).toBe(false);
    c.advance(1);
    expect(counter.activity()).toBe(true);
    expect(counter.remaining()).toBe(10);
  });
});
