import type { ReactNode } from 'react';

/** A row of labelled figures (a definition list: each label names its value for screen readers). */
export function StatCards({ items }: { items: { key: string; label: string; value: ReactNode; hint?: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((i) => (
        <div key={i.key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{i.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{i.value}</dd>
          {i.hint && <dd className="mt-1 text-xs text-slate-600">{i.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
