// `vitest run --shard=i/n` split by measured duration instead of by file-name hash: scripts/test.sh
// runs the e2e project as two shards side by side (each its own platform and Chromium), and a split
// by name put the two longest files in one shard. Weights are the seconds per file of a measured
// run (tests/e2e/timings.json, refreshed with scripts/e2e-timings.ts; docs/testing.md); a file not
// in it yet (a new one) weighs the median. Greedy, longest first, into the lightest shard:
// deterministic, so every shard process computes the same split on its own.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const TIMINGS = resolve(import.meta.dirname, '../e2e/timings.json');

function readTimings(): Record<string, number> {
  try {
    return (JSON.parse(readFileSync(TIMINGS, 'utf8')) as { files: Record<string, number> }).files;
  } catch {
    return {};
  }
}

/** Files → shard (0-based) for `count` shards; `key` names a file as timings.json does. */
export function splitByDuration<T>(files: T[], count: number, key: (f: T) => string, timings = readTimings()): T[][] {
  const known = Object.values(timings).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)]! : 1;
  const weighted = files
    .map((f) => ({ f, k: key(f), w: timings[key(f)] ?? median }))
    .sort((a, b) => b.w - a.w || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  const shards = Array.from({ length: count }, () => ({ w: 0, files: [] as T[] }));
  for (const x of weighted) {
    // The lightest shard; the lowest index on a tie.
    const lightest = shards.reduce((best, s) => (s.w < best.w ? s : best));
    lightest.w += x.w;
    lightest.files.push(x.f);
  }
  return shards.map((s) => s.files);
}
