// The e2e shards of scripts/test.sh (`--shard=i/n`, tests/support/duration-sharding.ts): every file
// in exactly one shard, the same split in every shard process, balanced by measured seconds.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitByDuration } from '../support/split-by-duration.ts';

const id = (f: string) => f;

describe('e2e files split by duration', () => {
  it('puts every file in exactly one shard, the longest first into the lightest', () => {
    const timings = { a: 100, b: 60, c: 50, d: 30, e: 20 };
    const shards = splitByDuration(Object.keys(timings), 2, id, timings);
    expect(shards).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
    expect(shards.flat().sort()).toEqual(Object.keys(timings));
  });

  it('gives a file not measured yet the median weight and splits the same whatever the input order', () => {
    const timings = { a: 10, b: 20, c: 30 };
    const one = splitByDuration(['new', 'a', 'b', 'c'], 2, id, timings);
    const other = splitByDuration(['c', 'b', 'new', 'a'], 2, id, timings);
    expect(one).toEqual(other);
    // "new" weighs 20, the median: c | b, then new into the lighter second, a into the first.
    expect(one).toEqual([
      ['c', 'a'],
      ['b', 'new'],
    ]);
  });

  it('balances the measured e2e files within a tenth of the run', () => {
    const files = readdirSync(resolve(import.meta.dirname, '../e2e'))
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `tests/e2e/${f}`);
    const timings = (
      JSON.parse(readFileSync(resolve(import.meta.dirname, '../e2e/timings.json'), 'utf8')) as {
        files: Record<string, number>;
      }
    ).files;
    const shards = splitByDuration(files, 2, id, timings);
    expect(shards.flat().sort()).toEqual([...files].sort());
    const known = Object.values(timings).sort((a, b) => a - b);
    const weight = (f: string) => timings[f] ?? known[Math.floor(known.length / 2)]!;
    const [one, two] = shards.map((s) => s.reduce((sum, f) => sum + weight(f), 0));
    expect(Math.abs(one! - two!)).toBeLessThan((one! + two!) / 10);
  });
});
