/**
 * Child process of bench/ai.bench.ts: the bundled OpenAI-compatible stub (BENCH_AI_LATENCY ms a
 * call) in a process of its own. In a deployment the model runs on other machines; here it shares
 * the bench machine's cores, so it is kept out of the worker's process and its CPU is reported on
 * its own ("report" → { maxInFlight, cpuMs }). Sends { url } once it listens.
 */
import { startAiStub } from '@trilha/worker/ai-stub';

const stub = await startAiStub({ latencyMs: Number(process.env.BENCH_AI_LATENCY ?? 2000) });
let since = process.cpuUsage();
process.on('message', async (m: string) => {
  if (m === 'report') {
    const cpu = process.cpuUsage(since);
    since = process.cpuUsage();
    process.send!({ maxInFlight: stub.maxInFlight, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
  if (m === 'exit') {
    await stub.close();
    process.exit(0);
  }
});
process.send!({ url: stub.url });
