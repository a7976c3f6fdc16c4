// Kept so test files written on other branches before the split still compile; new files use
// setupApiTest() (./fixture.ts) and its `t.create.*`, or import from ./factories/index.ts.
export * from './factories/index.ts';
export { rowCounts } from './row-counts.ts';
