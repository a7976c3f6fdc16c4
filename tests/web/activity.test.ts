import { describe, expect, it } from 'vitest';
import { createActivityMeter } from '../../apps/web/src/lib/session/activity.ts';

// The client half of "what counts" (docs/sessions.md): a visible page with an input within the
// spec's 300 s; the claim each ping carries.
const clock = (start = 1_700_000_000_000) => {
  let now = start;
  return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
};

describe('activity meter', () => {
  it('counts a visible page while input keeps coming', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: true });
    for (let i = 0; i < 6; i++) {
      c.advance(10);
      m.input();
    }
    expect(m.take()).toEqual({ active: true, active_seconds: 60 });
    c.advance(60);
    expect(m.take()).toEqual({ active: true, active_seconds: 60 }); // a reader: within 300 s of the last input
  });

  it('stops 300 s after the last input: a tab left open over lunch counts 5 minutes, then nothing', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: true });
    let total = 0;
    for (let minute = 0; minute < 240; minute++) {
      c.advance(60);
      total += m.take().active_seconds;
    }
    expect(total).toBe(300);
    expect(m.take()).toEqual({ active: false, active_seconds: 0 });
  });

  it('counts nothing while hidden, and resumes on coming back', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: true });
    c.advance(20);
    expect(m.visibility(false)).toBe(false);
    c.advance(40);
    expect(m.take()).toEqual({ active: false, active_seconds: 20 });
    c.advance(600);
    expect(m.take()).toEqual({ active: false, active_seconds: 0 });
    expect(m.visibility(true)).toBe(true); // resumed: the page pings at once
    c.advance(30);
    expect(m.take()).toEqual({ active: true, active_seconds: 30 });
  });

  it('an input after an idle stretch resumes; one while active does not', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: true });
    c.advance(100);
    expect(m.input()).toBe(false);
    c.advance(301);
    expect(m.active()).toBe(false);
    expect(m.input()).toBe(true);
    expect(m.take().active_seconds).toBe(400); // 100 + the 300 s after that input; the idle second is not
  });

  it('keeps the fraction of a second for the next claim (no rounding drift)', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: true });
    let total = 0;
    for (let i = 0; i < 10; i++) {
      c.advance(1.5);
      m.input();
      total += m.take().active_seconds;
    }
    expect(total).toBe(15);
  });

  it('a page that starts hidden counts nothing until shown', () => {
    const c = clock();
    const m = createActivityMeter({ now: c.now, visible: false });
    c.advance(120);
    expect(m.take()).toEqual({ active: false, active_seconds: 0 });
  });
});
