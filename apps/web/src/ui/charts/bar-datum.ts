/** One bar: its label on the axis, the value drawn, and the value as a person reads it. */
export type BarDatum = { key: string; label: string; value: number; text: string };
