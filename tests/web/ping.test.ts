import { describe, expect, it, vi } from 'vitest';
import { createPingScheduler, isLoginRoute, isPublicRoute, type Timers } from '../../apps/web/src/lib/session/ping.ts';

/** Manual timers: tick() runs every registered interval once. */
function fakeTimers() {
  const active = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    setInterval: (fn) => {
      active.set(next, fn);
      return next++;
    },
    clearInterval: (id) => void active.delete(id as number),
  };
  return { timers, tick: () => [...active.values()].forEach((fn) => fn()), count: () => active.size };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ping scheduler (000 §4)', () => {
  it('pings every 60 s by default', () => {
    const spy = vi.fn();
    const timers: Timers = { setInterval: (fn, ms) => (spy(ms), 1), clearInterval: () => {} };
    createPingScheduler({ ping: async () => {}, onFailure: () => {}, timers }).start();
    expect(spy).toHaveBeenCalledWith(60_000);
  });

  it('pings on each interval and keeps going while pings succeed', async () => {
    const t = fakeTimers();
    const ping = vi.fn(async () => {});
    const onFailure = vi.fn();
    const s = createPingScheduler({ ping, onFailure, timers: t.timers });
    s.start();
    expect(ping).not.toHaveBeenCalled(); // the first ping is one interval after sign-in
    t.tick();
    await flush();
    t.tick();
    await flush();
    expect(ping).toHaveBeenCalledTimes(2);
    expect(onFailure).not.toHaveBeenCalled();
    expect(s.running).toBe(true);
  });

  it('stops and reports the first failure (the app then goes to Login)', async () => {
    const t = fakeTimers();
    const error = new Error('401');
    const onFailure = vi.fn();
    const s = createPingScheduler({ ping: async () => Promise.reject(error), onFailure, timers: t.timers });
    s.start();
    t.tick();
    await flush();
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(s.running).toBe(false);
    expect(t.count()).toBe(0);
  });

  it('does not stack pings while one is still in flight', async () => {
    const t = fakeTimers();
    let release: () => void = () => {};
    const ping = vi.fn(() => new Promise<void>((r) => (release = r)));
    createPingScheduler({ ping, onFailure: () => {}, timers: t.timers }).start();
    t.tick();
    t.tick();
    expect(ping).toHaveBeenCalledTimes(1);
    release();
    await flush();
    t.tick();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('start twice keeps one interval; stop clears it; a failure after stop is ignored', async () => {
    const t = fakeTimers();
    let reject: (e: unknown) => void = () => {};
    const onFailure = vi.fn();
    const s = createPingScheduler({ ping: () => new Promise((_, r) => (reject = r)), onFailure, timers: t.timers });
    s.start();
    s.start();
    expect(t.count()).toBe(1);
    t.tick();
    s.stop();
    reject(new Error('late'));
    await flush();
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('login and public routes', () => {
  it('knows where the ping stops and where inactivity does not sign out', () => {
    for (const p of ['/', '/login', '/forgot-password', '/reset-password', '/validate', '/login/'])
      expect(isLoginRoute(p)).toBe(true);
    for (const p of ['/my/disciplines', '/home', '/error']) expect(isLoginRoute(p)).toBe(false);
    for (const p of ['/error', '/not-found', '/login']) expect(isPublicRoute(p)).toBe(true);
    for (const p of ['/disciplines', '/home', '/whatever']) expect(isPublicRoute(p)).toBe(false);
  });
});

describe('ping scheduler: a ping off the interval', () => {
  it('beatNow pings at once while running, never when stopped or with one in flight', async () => {
    const t = fakeTimers();
    let release = () => {};
    const ping = vi.fn(() => new Promise<void>((r) => (release = r)));
    const s = createPingScheduler({ ping, onFailure: () => {}, timers: t.timers });
    s.beatNow();
    expect(ping).not.toHaveBeenCalled();
    s.start();
    s.beatNow();
    s.beatNow(); // the first is in flight: not stacked
    expect(ping).toHaveBeenCalledTimes(1);
    release();
    await flush();
    s.beatNow();
    expect(ping).toHaveBeenCalledTimes(2);
  });
});
