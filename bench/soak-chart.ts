/**
 * The soak's curve as an SVG (docs/soak/soak.svg): API RSS, worker RSS and the lists' p99 over
 * time, one panel each, from the samples bench/soak.ts writes (docs/soak/soak.json).
 * `pnpm -s exec tsx bench/soak-chart.ts [samples.json] [out.svg]` re-renders it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type SoakSample = {
  /** Seconds since the load started. */
  t: number;
  apiRssMb: number;
  workerRssMb: number;
  /** Client-side latency of the list reads answered in this sample's window. */
  listP50Ms: number;
  listP99Ms: number;
  requests: number;
  exportsReady: number;
  load1: number;
};

type Panel = { title: string; unit: string; values: (s: SoakSample) => number; color: string; log?: boolean };
const PANELS: Panel[] = [
  { title: 'API RSS', unit: 'MB', values: (s) => s.apiRssMb, color: '#1f6feb' },
  { title: 'worker RSS', unit: 'MB', values: (s) => s.workerRssMb, color: '#8250df' },
  // Logarithmic: a stall of the shared machine (seconds) and the steady level (tens of ms) on one axis.
  { title: 'lists p50 / p99 (client side), log scale', unit: 'ms', values: (s) => s.listP99Ms, color: '#cf222e', log: true },
  // The machine is shared: its load explains the latency spikes the API did not cause.
  { title: 'machine load average (1 min, 2 cores)', unit: '', values: (s) => s.load1, color: '#57606a' },
];
/** The second line of a panel (p50 under the p99). */
const SECOND: Record<string, (s: SoakSample) => number> = { [PANELS[2]!.title]: (s) => s.listP50Ms };

const W = 720;
const PANEL_H = 150;
const PAD = { left: 60, right: 20, top: 28, bottom: 26 };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A fixed-size SVG of three stacked line panels; y axes start at 0, so "flat" reads as flat. */
export function renderSoakSvg(samples: SoakSample[], caption: string): string {
  const tMax = Math.max(60, ...samples.map((s) => s.t));
  const height = PANELS.length * (PANEL_H + PAD.top + PAD.bottom) + 30;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
  ];
  PANELS.forEach((p, i) => {
    const top = i * (PANEL_H + PAD.top + PAD.bottom) + PAD.top;
    const values = samples.map(p.values).filter((v) => Number.isFinite(v) && v > 0);
    const x = (t: number) => PAD.left + (t / tMax) * (W - PAD.left - PAD.right);
    const unit = p.unit ? ` (${p.unit})` : '';
    parts.push(`<text x="${PAD.left}" y="${top - 8}" font-weight="bold">${esc(p.title)}${unit}</text>`);
    let y: (v: number) => number;
    if (p.log) {
      const lo = 10 ** Math.floor(Math.log10(Math.max(1, Math.min(...values))));
      const hi = 10 ** Math.ceil(Math.log10(Math.max(10, ...values)));
      y = (v) => top + PANEL_H - ((Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * PANEL_H;
      for (let v = lo; v <= hi; v *= 10)
        parts.push(
          `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`,
          `<text x="${PAD.left - 6}" y="${y(v) + 4}" text-anchor="end">${v}</text>`,
        );
    } else {
      const yMax = niceCeil(Math.max(1, ...values) * 1.15);
      y = (v) => top + PANEL_H - (v / yMax) * PANEL_H;
      for (let k = 0; k <= 4; k++) {
        const v = (yMax * k) / 4;
        parts.push(
          `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`,
          `<text x="${PAD.left - 6}" y="${y(v) + 4}" text-anchor="end">${+v.toFixed(1)}</text>`,
        );
      }
    }
    const minutes = tMax / 60;
    const step = minutes > 20 ? 5 : minutes > 6 ? 2 : 1;
    for (let m = 0; m <= minutes; m += step)
      parts.push(`<text x="${x(m * 60)}" y="${top + PANEL_H + 14}" text-anchor="middle">${m} min</text>`);
    const line = (f: (s: SoakSample) => number, color: string, dash = '') => {
      const points = samples
        .filter((s) => Number.isFinite(f(s)))
        .map((s) => `${x(s.t).toFixed(1)},${y(f(s)).toFixed(1)}`)
        .join(' ');
      parts.push(`<polyline fill="none" stroke="${color}" stroke-width="1.8"${dash} points="${points}"/>`);
    };
    line(p.values, p.color);
    const second = SECOND[p.title];
    if (second) line(second, p.color, ' stroke-dasharray="4 3" opacity="0.6"');
  });
  parts.push(`<text x="${PAD.left}" y="${height - 10}" fill="#555">${esc(caption)}</text>`, '</svg>');
  return parts.join('\n') + '\n';
}

function niceCeil(v: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((n) => n >= v)!;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.argv[2] ?? 'docs/soak/soak.json';
  const out = process.argv[3] ?? input.replace(/\.json$/, '.svg');
  const { samples, caption } = JSON.parse(readFileSync(input, 'utf8')) as { samples: SoakSample[]; caption: string };
  writeFileSync(out, renderSoakSvg(samples, caption));
  console.log(`wrote ${out}`);
}
