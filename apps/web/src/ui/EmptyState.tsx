import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {icon && <div className="mb-4 grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">{icon}</div>}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <p className="mt-1 max-w-md text-slate-600">{children}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
