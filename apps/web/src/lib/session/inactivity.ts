// The inactivity rule of 000 §4 as a pure state machine with an injected clock
// (tests/web/inactivity.test.ts). The hook in use-session-timers.ts wires it to the DOM.
import { SESSION } from '@trilha/shared/kernel';

export type InactivityOptions = {
  /** Milliseconds since the epoch; Date.now in the browser, a fake in tests. */
  now: () => number;
  timeoutSeconds?: number;
  resetThresholdSeconds?: number;
};

export type InactivityCounter = {
  /** Whole seconds left, never below 0. */
  remaining(): number;
  /**
   * A click, key, touch or mouse move: resets the counter only at or below the threshold, and not
   * once it has run out (at 0 the session is over; only restart() starts a new count). Returns
   * whether it reset.
   */
  activity(): boolean;
  /** Back to the full time-out, whatever is left (after leaving Login). */
  restart(): void;
  expired(): boolean;
};

export function createInactivityCounter({
  now,
  timeoutSeconds = SESSION.inactivityTimeoutSeconds,
  resetThresholdSeconds = SESSION.inactivityResetThresholdSeconds,
}: InactivityOptions): InactivityCounter {
  let deadline = now() + timeoutSeconds * 1000;
  const remaining = () => Math.max(0, Math.ceil((deadline - now()) / 1000));
  return {
    remaining,
    activity() {
      const left = remaining();
      if (left > resetThresholdSeconds || left <= 0) return false;
      deadline = now() + timeoutSeconds * 1000;
      return true;
    },
    restart() {
      deadline = now() + timeoutSeconds * 1000;
    },
    expired: () => remaining() <= 0,
  };
}
