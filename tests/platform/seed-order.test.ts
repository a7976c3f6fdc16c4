import { describe, expect, it } from 'vitest';
import { orderSeedSteps } from '../../prisma/src/seed/order.ts';
import { SEED_STEPS } from '../../prisma/src/seed/steps/index.ts';
import type { SeedStep } from '../../prisma/src/seed/context.ts';

const step = (name: string, after?: string[]): SeedStep => ({ name, after, run: async () => {} });
const names = (steps: readonly SeedStep[]) => steps.map((s) => s.name);

// The seed's order is declared by each step's `after` (the generated list is alphabetical).
describe('seed step order', () => {
  it('runs each step after the steps it names, ties in list order', () => {
    expect(names(orderSeedSteps([step('a', ['c']), step('b'), step('c', ['b'])]))).toEqual(['b', 'c', 'a']);
  });

  it('refuses an unknown step and a cycle', () => {
    expect(() => orderSeedSteps([step('a', ['nope'])])).toThrow(/unknown step "nope"/);
    expect(() => orderSeedSteps([step('a', ['b']), step('b', ['a'])])).toThrow(/wait on each other: a, b/);
  });

  it('puts every demo step after what it declares', () => {
    const at = new Map(SEED_STEPS.map((s, i) => [s.name, i]));
    for (const s of SEED_STEPS)
      for (const a of s.after ?? []) expect(at.get(a)!, `${s.name} after ${a}`).toBeLessThan(at.get(s.name)!);
    expect(SEED_STEPS[0]!.name).toBe('users');
    expect(SEED_STEPS.at(-1)!.name).not.toBe('users');
  });
});
