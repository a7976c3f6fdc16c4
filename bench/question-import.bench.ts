/**
 * `pnpm bench:question-import`: 1,000 questions in one .docx (written by the exporter, so in the
 * import format; a third of each type, with options and feedbacks) go through what the worker's
 * `question-import.check` job does between loading the row and saving the result: mammoth's text
 * extraction, the format's parser and questionDraftSchema per question (parseAndCheck). The
 * issue's budget is 3 s; the run fails above it. Prints the first full run and the median of
 * BENCH_RUNS more; the median is held to the budget. Env: BENCH_QUESTIONS (1000), BENCH_RUNS (5).
 */
import { performance } from 'node:perf_hooks';
import { questionsToDocx } from '@trilha/api/domains/question-import/docx-writer';
import { parseAndCheck } from '@trilha/worker/jobs/question-import/check';

const N = Number(process.env.BENCH_QUESTIONS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;

type Q = Parameters<typeof questionsToDocx>[0][number];
const question = (i: number): Q => {
  const base = {
    title: `Questão ${i}`,
    text: `Enunciado da questão ${i}, com um texto de tamanho realista.\nSegundo parágrafo ${i}.`,
  };
  if (i % 3 === 0)
    return {
      ...base,
      type: 'descriptive',
      answer: `Resposta esperada ${i}`,
      options: [],
      feedbacks: [{ text: `Feedback ${i}` }],
    };
  if (i % 3 === 1)
    return {
      ...base,
      type: 'choice',
      answer: null,
      options: [1, 2, 3, 4].map((n) => ({ text: `Alternativa ${n} da questão ${i}`, correct_answer: n === 2 })),
      feedbacks: [{ text: `Feedback ${i}` }],
    };
  return {
    ...base,
    type: 'true-or-false',
    answer: null,
    options: [
      { text: 'Verdadeiro', correct_answer: true },
      { text: 'Falso', correct_answer: false },
    ],
    feedbacks: [],
  };
};

const docx = await questionsToDocx(Array.from({ length: N }, (_, i) => question(i + 1)));
console.log(`file: ${N} questions, ${(docx.length / 1024).toFixed(0)} KB`);

const cpu: number[] = [];
async function once(): Promise<number> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = await parseAndCheck('docx', docx, 1);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  // CPU time is steadier than wall time on a shared machine (other processes take turns on the cores).
  cpu.push((c.user + c.system) / 1000);
  if ('error' in r) throw new Error(r.error);
  const invalid = r.items.filter((i) => i.errors).length;
  if (r.items.length !== N || invalid !== 0)
    throw new Error(`expected ${N} valid questions, got ${r.items.length} (${invalid} invalid)`);
  return ms;
}

// A running worker has its code loaded: one tiny file first (module loading, schema set-up), as
// the worker's first job would have done. The first full run is still reported apart.
await parseAndCheck('docx', await questionsToDocx([question(1)]), 1);
const cold = await once();
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) warm.push(await once());
warm.sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)]!;
const cpuMedian = cpu.slice(1).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
console.log(
  `parse + validate: first ${cold.toFixed(0)} ms, warm median ${median.toFixed(0)} ms (min ${warm[0]!.toFixed(0)}, max ${warm.at(-1)!.toFixed(0)}); CPU median ${cpuMedian.toFixed(0)} ms; budget ${BUDGET_MS} ms`,
);
if (median > BUDGET_MS) {
  console.error(`FAIL: ${N} questions took ${median.toFixed(0)} ms (> ${BUDGET_MS} ms)`);
  process.exit(1);
}
