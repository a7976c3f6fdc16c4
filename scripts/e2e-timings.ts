// Writes tests/e2e/timings.json (the weights the e2e shards are balanced by: tests/support/
// duration-sharding.ts) from a vitest JSON report of the e2e project:
//   pnpm exec vitest run --project e2e --reporter=json --outputFile.json=/tmp/e2e.json
//   pnpm -s exec tsx scripts/e2e-timings.ts /tmp/e2e.json
// Seconds of wall-clock per file; only their ratios matter, so a run on a loaded machine does.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
type Report = { testResults: { name: string; startTime: number; endTime: number }[] };
// One report per shard is fine: `tsx scripts/e2e-timings.ts /tmp/e2e-1.json /tmp/e2e-2.json`.
const results = process.argv.slice(2).flatMap((path) => (JSON.parse(readFileSync(path, 'utf8')) as Report).testResults);
if (!results.length) throw new Error('usage: tsx scripts/e2e-timings.ts REPORT.json [REPORT.json…]');
const files: Record<string, number> = {};
for (const r of results.sort((a, b) => (a.name < b.name ? -1 : 1)))
  files[relative(ROOT, r.name)] = Math.round((r.endTime - r.startTime) / 100) / 10;
const out = resolve(ROOT, 'tests/e2e/timings.json');
writeFileSync(out, JSON.stringify({ measured: new Date().toISOString().slice(0, 10), files }, null, 2) + '\n');
console.log(`${Object.keys(files).length} files → ${relative(ROOT, out)}`);
