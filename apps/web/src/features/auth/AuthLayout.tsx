import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant.ts';
import { TenantMark } from '../../shell/TenantMark.tsx';

/** The language selector and the A button, with their strings (counted in the sign-in budget, scripts/bundle-size.ts). */
const AuthTools = lazy(() => import('./AuthTools.tsx').then(async (m) => (await m.loadToolStrings(), m)));

/** Sign-in screens: a brand panel in the tenant's colours beside the form (form only on narrow screens). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.1fr_1fr]">
      <aside
        className="relative hidden overflow-hidden bg-linear-to-br from-primary-700 via-primary-800 to-primary-900 text-white lg:flex lg:flex-col lg:justify-between lg:p-12"
        aria-label={tenant.name}
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-primary-500/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-32 -left-16 size-[28rem] rounded-full bg-secondary-500/25 blur-3xl"
        />
        <TenantMark tenant={tenant} tone="dark" />
        <div className="relative max-w-md">
          <svg aria-hidden viewBox="0 0 400 120" className="mb-10 w-full text-white/70">
            <path
              d="M10 100 C 90 100, 110 30, 200 40 S 320 90, 390 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeDasharray="2 12"
              strokeLinecap="round"
            />
            <circle cx="10" cy="100" r="7" className="fill-secondary-400" />
            <circle cx="200" cy="40" r="7" fill="white" />
            <circle cx="390" cy="20" r="9" className="fill-secondary-400" />
          </svg>
          <p className="text-3xl font-semibold leading-tight tracking-tight">{t('auth.brandTagline')}</p>
        </div>
        <p className="relative text-sm text-white/80">
          © {new Date().getFullYear()} {tenant.name}
        </p>
      </aside>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative flex items-center justify-center px-5 pb-10 pt-20 sm:px-10 focus:outline-none"
      >
        <div className="absolute right-3 top-3 flex h-11 items-center sm:right-5 sm:top-5">
          <Suspense fallback={null}>
            <AuthTools />
          </Suspense>
        </div>
        <div className="w-full max-w-md">
          <div className="mb-10 lg:hidden">
            <TenantMark tenant={tenant} tone="light" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
