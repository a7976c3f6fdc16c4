// Nice ticks for a time axis (docs/sessions.md "Chart"): whole minutes up to an hour, whole hours
// above, never 0,65 h or 1,95 h. Written by hand: recharts' own "nice" ticks are decimal (it does not
// know that 60 minutes make an hour), and d3-scale's time ticks are for dates, not durations.

const MINUTE = 60;
const HOUR = 3600;
const MINUTE_STEPS = [1, 2, 5, 10, 15, 20, 30].map((m) => m * MINUTE);
const HOUR_STEPS = [1, 2, 3, 4, 5, 6, 8, 10, 12, 24, 48, 72, 120, 240, 480, 1000].map((h) => h * HOUR);

/**
 * Ticks from 0 to the first tick at or above `maxSeconds`, at most `maxTicks` of them (0 included):
 * a step of whole minutes when the top is at most an hour, else of whole hours.
 */
export function timeTicks(maxSeconds: number, maxTicks = 5): number[] {
  const intervals = Math.max(1, maxTicks - 1);
  const fits = (step: number) => Math.ceil(maxSeconds / step) <= intervals;
  const step =
    (maxSeconds <= HOUR ? MINUTE_STEPS.find(fits) : undefined) ??
    HOUR_STEPS.find(fits) ??
    Math.ceil(maxSeconds / intervals / HOUR) * HOUR;
  const top = Math.max(step, Math.ceil(maxSeconds / step) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** A tick as people read it: "0", "15 min", "1 h", "12 h" (ticks are whole minutes or whole hours). */
export function formatTimeTick(seconds: number): string {
  if (seconds === 0) return '0';
  if (seconds % HOUR === 0) return `${seconds / HOUR} h`;
  return `${Math.round(seconds / MINUTE)} min`;
}

/**
 * Which category labels to show so that at most `maxLabels` are drawn, evenly, always the last one
 * (today, this month): index i shows when (count − 1 − i) is a multiple of the step.
 */
export function labelEvery(count: number, maxLabels: number): (index: number) => boolean {
  const step = Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
  return (i) => (count - 1 - i) % step === 0;
}
