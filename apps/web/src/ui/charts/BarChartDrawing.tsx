import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarDatum } from './bar-datum.ts';

/**
 * The bars of a ChartFigure (recharts 3; docs/study-time.md "Chart"): its own lazy chunk, loaded
 * only where a chart is drawn. The figure around it carries the text summary and the table
 * fallback, so this drawing is decorative for assistive technology (its keyboard layer is off:
 * the table is the accessible reading of the same numbers).
 */
export default function BarChartDrawing({
  data,
  name,
  axisTick,
}: {
  data: readonly BarDatum[];
  /** What a bar is, in the tooltip ("Estudo", "Pontos"). */
  name: string;
  /** A value on the vertical axis ("2 h"). */
  axisTick: (value: number) => string;
}) {
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: '#475569', fontSize: 12 }} interval="preserveStartEnd" tickLine={false} />
          <YAxis tick={{ fill: '#475569', fontSize: 12 }} tickFormatter={axisTick} allowDecimals width={56} />
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
