// What counts as study time on the client (docs/sessions.md "What counts"), as a pure meter with an
// injected clock (tests/web/activity.test.ts); use-session-timers.ts wires it to the page and sends
// its claim with each ping. The server credits at most the time between two pings it counted, so
// the meter can only lower what is recorded, never raise it.
// Type only: the shell runs this on the sign-in page, which loads no zod (the kernel is plain constants).
import type { PingBody } from '@trilha/shared/sessions';
import { SESSION } from '@trilha/shared/kernel';

export type ActivityMeter = {
  /** A user input (click, key, touch, pointer move, wheel, scroll) or media playing. Answers whether it resumed an idle page. */
  input(): boolean;
  /** The page became visible or hidden. Becoming visible is an input (the user came back to it). */
  visibility(visible: boolean): boolean;
  /** Visible, and an input within the idle threshold: time now is study time. */
  active(): boolean;
  /** The ping's claim: active now, and the whole active seconds since the last take (the fraction is kept for the next). */
  take(): Required<PingBody>;
};

export function createActivityMeter({
  now,
  visible,
  // The spec's 300 s (000 §4): input within it keeps a reader active.
  idleSeconds = SESSION.inactivityResetThresholdSeconds,
}: {
  /** Milliseconds since the epoch; Date.now in the browser, a fake in tests. */
  now: () => number;
  /** Whether the page is visible when the meter starts. */
  visible: boolean;
  idleSeconds?: number;
}): ActivityMeter {
  const idleMs = idleSeconds * 1000;
  let isVisible = visible;
  // Loading the page is the user's doing: it counts as an input.
  let lastInput = now();
  let countedUntil = now();
  let pendingMs = 0;

  /** Adds the active part of [countedUntil, t]: visible, and no later than idleSeconds after the last input. */
  const advance = () => {
    const t = now();
    if (t <= countedUntil) return;
    if (isVisible) pendingMs += Math.max(0, Math.min(t, lastInput + idleMs) - countedUntil);
    countedUntil = t;
  };
  const activeNow = () => isVisible && now() - lastInput <= idleMs;

  return {
    input() {
      advance();
      const resumed = !activeNow() && isVisible;
      lastInput = now();
      return resumed;
    },
    visibility(v) {
      advance();
      const wasActive = activeNow();
      isVisible = v;
      if (!v) return false;
      lastInput = now();
      return !wasActive;
    },
    active: activeNow,
    take() {
      advance();
      const whole = Math.floor(pendingMs / 1000);
      pendingMs -= whole * 1000;
      return { active: activeNow(), active_seconds: whole };
    },
  };
}
