/**
 * autocannon with latencies to the hundredth of a millisecond. autocannon's own percentiles come
 * from an HDR histogram of whole milliseconds, so at a p99 of 3–6 ms (the big-tenant lists on a
 * fast host) one millisecond is 17–33 % of the figure and decides a 1.5× goal by itself. This
 * keeps every 2xx response's own time (autocannon measures it with process.hrtime) and takes the
 * percentiles from them; the run, its connections and its pacing are autocannon's.
 */
import autocannon from 'autocannon';

export type ExactResult = autocannon.Result & { exact: { p50: number; p99: number; samples: number } };

/** The value at quantile q of sorted xs (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export async function autocannonExact(opts: autocannon.Options): Promise<ExactResult> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(opts, (err: unknown, r: autocannon.Result) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
  samples.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return Object.assign(result, {
    exact: { p50: round(quantile(samples, 0.5)), p99: round(quantile(samples, 0.99)), samples: samples.length },
  });
}
