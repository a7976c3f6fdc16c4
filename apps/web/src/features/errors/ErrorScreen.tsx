import type { ReactNode } from 'react';

/** The layout of the sidebar-less error screens (License Error, Not Found, Error). */
export function ErrorScreen({
  code,
  title,
  children,
  actions,
  illustration,
}: {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  illustration?: ReactNode;
}) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="grid min-h-dvh place-items-center bg-linear-to-b from-primary-50 to-white px-6 py-16 focus:outline-none"
    >
      <div className="max-w-xl text-center">
        {illustration && (
          <div className="mx-auto mb-8 grid size-20 place-items-center rounded-3xl bg-white text-primary-700 shadow-lg shadow-primary-200/60 ring-1 ring-primary-100">
            {illustration}
          </div>
        )}
        {code && <p className="text-sm font-semibold uppercase tracking-widest text-primary-text">{code}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 text-lg text-slate-600">{children}</div>}
        {actions && <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </main>
  );
}
