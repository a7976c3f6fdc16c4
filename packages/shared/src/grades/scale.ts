import { GRADES } from '../constants.ts';

/** Rounds to the scale's places and clamps into 0..max, so every writer stores the same number. */
export const toGradeScale = (value: number): number => {
  const f = 10 ** GRADES.decimals;
  return Math.min(GRADES.max, Math.max(0, Math.round(value * f) / f));
};
