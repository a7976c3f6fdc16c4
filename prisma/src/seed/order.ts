import type { SeedStep } from './context.ts';

/**
 * The steps in an order where each runs after every step its `after` names (a topological sort);
 * among steps free to run, the one listed first (the generated list is alphabetical), so the order
 * is the same on every run. An unknown name or a cycle is refused.
 */
export function orderSeedSteps(steps: readonly SeedStep[]): readonly SeedStep[] {
  const byName = new Map(steps.map((s) => [s.name, s]));
  for (const s of steps)
    for (const a of s.after ?? []) if (!byName.has(a)) throw new Error(`seed step ${s.name}: unknown step "${a}" in after`);
  const done = new Set<string>();
  const out: SeedStep[] = [];
  while (out.length < steps.length) {
    const next = steps.find((s) => !done.has(s.name) && (s.after ?? []).every((a) => done.has(a)));
    if (!next) {
      const left = steps.filter((s) => !done.has(s.name)).map((s) => s.name);
      throw new Error(`seed steps wait on each other: ${left.join(', ')}`);
    }
    done.add(next.name);
    out.push(next);
  }
  return out;
}
