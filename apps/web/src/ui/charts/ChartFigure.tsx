import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../Spinner.tsx';
import type { BarDatum } from './bar-datum.ts';

// recharts is loaded when a chart is first drawn, never with the sign-in page or the shell.
const BarChartDrawing = lazy(() => import('./BarChartDrawing.tsx'));

/**
 * A bar chart with what makes it readable without seeing it: a heading, a text summary (the
 * figure's caption, `aria-live` when it changes), the drawing (lazy, decorative), and the same
 * numbers as a table under a disclosure. The study-time chart of the dashboards and the profile's
 * metrics are both this figure. Texts come from the caller (the feature's catalogue).
 */
export function ChartFigure({
  heading,
  headingLevel = 'h2',
  actions,
  summary,
  data,
  busy,
  texts,
  axisTick,
  ticks,
}: {
  heading: string;
  headingLevel?: 'h2' | 'h3';
  /** Beside the heading (a range picker). */
  actions?: ReactNode;
  summary: string;
  data: readonly BarDatum[];
  busy?: boolean;
  texts: { loading: string; table: string; labelColumn: string; valueColumn: string; series: string };
  axisTick: (value: number) => string;
  /** The vertical axis' ticks (e.g. time-ticks.ts); the drawing's own when absent. */
  ticks?: readonly number[];
}) {
  const Heading = headingLevel;
  return (
    <figure className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" aria-busy={busy || undefined}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Heading className="text-lg font-semibold text-slate-900">{heading}</Heading>
        {actions}
      </div>
      <figcaption className="mb-3 text-sm text-slate-700" aria-live="polite">
        {summary}
      </figcaption>
      <Suspense
        fallback={
          <div className="grid h-64 place-items-center" role="status">
            <Spinner className="size-6" />
            <span className="sr-only">{texts.loading}</span>
          </div>
        }
      >
        <BarChartDrawing data={data} name={texts.series} axisTick={axisTick} ticks={ticks} />
      </Suspense>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-slate-800 underline-offset-2 hover:underline">
          {texts.table}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 pr-4 font-medium">
                {texts.labelColumn}
              </th>
              <th scope="col" className="py-1.5 font-medium">
                {texts.valueColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-normal text-slate-800">
                  {d.label}
                </th>
                <td className="py-1.5 tabular-nums text-slate-900">{d.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
