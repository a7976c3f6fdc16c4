// The keep-alive ping of 000 §4 (every 60 s while signed in and off the login routes), with injected
// timers so tests/web/ping.test.ts drives it without waiting.
import { SESSION } from '@trilha/shared/kernel';

export type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
};

export type PingScheduler = {
  start(): void;
  stop(): void;
  /** One ping now, off the interval (a page that resumed studying opens its session at once); nothing when stopped or one is in flight. */
  beatNow(): void;
  readonly running: boolean;
};

export function createPingScheduler({
  ping,
  onFailure,
  intervalMs = SESSION.pingIntervalMs,
  timers = { setInterval: (fn, ms) => setInterval(fn, ms), clearInterval: (id) => clearInterval(id as number) },
}: {
  ping: () => Promise<unknown>;
  onFailure: (error: unknown) => void;
  intervalMs?: number;
  timers?: Timers;
}): PingScheduler {
  let id: unknown = null;
  let inFlight = false;
  const stop = () => {
    if (id !== null) timers.clearInterval(id);
    id = null;
  };
  const beat = async () => {
    if (inFlight) return; // a slow ping is not stacked on by the next one
    inFlight = true;
    try {
      await ping();
    } catch (e) {
      if (id !== null) {
        stop();
        onFailure(e);
      }
    } finally {
      inFlight = false;
    }
  };
  return {
    start() {
      if (id === null) id = timers.setInterval(() => void beat(), intervalMs);
    },
    stop,
    beatNow() {
      if (id !== null) void beat();
    },
    get running() {
      return id !== null;
    },
  };
}

/** Routes where no ping runs and where inactivity does not sign anyone out. */
export const LOGIN_ROUTES = ['/', '/login', '/forgot-password', '/reset-password', '/validate'] as const;
export const PUBLIC_ROUTES = [...LOGIN_ROUTES, '/error', '/not-found'] as const;

export const isLoginRoute = (pathname: string): boolean =>
  (LOGIN_ROUTES as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
export const isPublicRoute = (pathname: string): boolean =>
  (PUBLIC_ROUTES as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
