import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarDatum } from './bar-datum.ts';
import { useMediaQuery } from '../../shell/use-media-query.ts';
import { labelEvery } from './time-ticks.ts';

/** Pixels per character of a 12 px axis label (tabular digits and "min"), and the tick's gap. */
const CHAR_PX = 7.2;
const TICK_GAP_PX = 10;

/**
 * The bars of a ChartFigure (recharts 3; docs/sessions.md "Chart"): its own lazy chunk, loaded
 * only where a chart is drawn. The figure around it carries the text summary and the table
 * fallback, so this drawing is decorative for assistive technology (its keyboard layer is off:
 * the table is the accessible reading of the same numbers).
 * The vertical axis is as wide as its longest label (never clipped); with `ticks`, exactly those.
 * Category labels are thinned evenly from the last one (at most 8 on a narrow screen, 16 wide),
 * never dropped here and there by overlap.
 */
export default function BarChartDrawing({
  data,
  name,
  axisTick,
  ticks,
}: {
  data: readonly BarDatum[];
  /** What a bar is, in the tooltip ("Estudo", "Pontos"). */
  name: string;
  /** A value on the vertical axis ("2 h"). */
  axisTick: (value: number) => string;
  /** The vertical axis' ticks (0 first, the top last); recharts' own when absent. */
  ticks?: readonly number[];
}) {
  const narrow = useMediaQuery('(max-width: 639px)');
  const shown = labelEvery(data.length, narrow ? 8 : 16);
  const longest = Math.max(3, ...(ticks ?? []).map((v) => axisTick(v).length));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tick={{ fill: '#475569', fontSize: 12 }}
            interval={0}
            tickFormatter={(label: string, i: number) => (shown(i) ? label : '')}
            tickLine={false}
          />
          <YAxis
            tick={{ fill: '#475569', fontSize: 12 }}
            tickFormatter={axisTick}
            width={Math.ceil(longest * CHAR_PX + TICK_GAP_PX)}
            {...(ticks
              ? { ticks: [...ticks], domain: [0, ticks.at(-1)!], interval: 0 as const, allowDecimals: false }
              : { allowDecimals: true })}
          />
          <Tooltip
            cursor={{ fill: 'rgba(148, 163, 184, 0.15)' }}
            formatter={(_value, _name, item) => [(item.payload as BarDatum).text, name]}
          />
          {/* No grow-in animation: the numbers are there at once (and nothing moves for people who
              are bothered by motion; the figure is decorative for screen readers anyway). */}
          <Bar dataKey="value" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} maxBarSize={40} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
