import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeenEmails } from '../../apps/worker/src/jobs/inscriptions/seen-emails.ts';

const key = (s: string) => createHash('sha1').update(s).digest().readUIntBE(0, 6);

describe('the enrolment import’s set of e-mails seen', () => {
  it('answers the first line of every key, as a Map would, past its first capacity', () => {
    const set = new SeenEmails(10); // grows well beyond its starting size
    const reference = new Map<number, number>();
    for (let i = 0; i < 50_000; i++) {
      const k = key(`l${i % 30_000}@bench.test`); // 20,000 repeated
      if (set.get(k) === undefined) set.set(k, i + 2);
      if (!reference.has(k)) reference.set(k, i + 2);
    }
    for (const [k, line] of reference) expect(set.get(k)).toBe(line);
    expect(set.get(key('nobody@bench.test'))).toBeUndefined();
  });

  it('keeps 0 and the largest 48-bit key apart from empty slots, and a key its first line', () => {
    const set = new SeenEmails(4);
    set.set(0, 7);
    set.set(2 ** 48 - 1, 9);
    set.set(0, 99);
    expect(set.get(0)).toBe(7);
    expect(set.get(2 ** 48 - 1)).toBe(9);
    expect(set.get(1)).toBeUndefined();
  });
});
