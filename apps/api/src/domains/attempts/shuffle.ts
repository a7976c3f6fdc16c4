// Shuffled questions and options must stay in the same order for the whole attempt (reloading the
// page, another device) without storing an order: a permutation seeded by the attempt's id (and
// the question's, for options) is the same every time it is computed, and differs between attempts.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in a stable pseudo-random order for `seed` (Fisher–Yates). */
export function stableShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const optionSeed = (attemptId: number, questionId: number) => Math.imul(attemptId, 2654435761) ^ questionId;
