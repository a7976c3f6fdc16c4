import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StudyTimePoint } from '@trilha/shared/sessions';
import { formatBucket, formatStudyTime, hoursOf } from './format.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * The study-time bars (recharts, docs/study-time.md "Chart"): its own lazy chunk, loaded by the
 * dashboards only. The figure around it carries the text summary and the table fallback, so this
 * drawing is decorative for assistive technology (its keyboard layer is off: the table is the
 * accessible reading of the same numbers).
 */
export default function StudyTimeChart({ points, unit }: { points: StudyTimePoint[]; unit: 'day' | 'month' }) {
  const data = points.map((p) => ({ label: formatBucket(p.date, unit), hours: hoursOf(p.seconds), seconds: p.seconds }));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fill: '#475569', fontSize: 12 }} interval="preserveStartEnd" tickLine={false} />
          <YAxis
            tick={{ fill: '#475569', fontSize: 12 }}
            tickFormatter={(h: number) => `${formatNumber(h)} h`}
            allowDecimals
            width={56}
          />
          <Tooltip
            cursor={{ fill: 'rgba(148, 163, 184, 0.15)' }}
            formatter={(_value, _name, item) => [formatStudyTime((item.payload as { seconds: number }).seconds), 'Estudo']}
          />
          <Bar dataKey="hours" fill="var(--color-primary-600)" radius={[4, 4, 0, 0]} maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
