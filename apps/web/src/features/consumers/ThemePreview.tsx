import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, CalendarDays, House, Star } from 'lucide-react';
import { buildTheme, SHADE_STEPS, themeCssVariables } from '../../lib/theme/colors.ts';

/**
 * A miniature of the app in the colours being chosen: the same shade generator as the real theme
 * (lib/theme/colors.ts), its CSS variables set on this box only, so every primary and secondary
 * utility inside follows the choice live while the rest of the app keeps the saved theme.
 */
export function ThemePreview({
  primary,
  secondary,
  name,
  logo,
}: {
  primary: string;
  secondary: string;
  name: string;
  logo: string | null;
}) {
  const { t } = useTranslation();
  const theme = buildTheme(primary, secondary);
  const style = themeCssVariables(theme) as CSSProperties;
  return (
    <figure
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      style={style}
      data-testid="theme-preview"
      data-theme-name={theme.name}
    >
      <figcaption className="flex items-center justify-between border-b border-slate-100 px-4 py-3 text-sm">
        <span className="font-semibold text-slate-900">{t('consumerSettings.preview')}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t('consumerSettings.themeName', { name: t(`consumerSettings.themes.${theme.name}`) })}
        </span>
      </figcaption>
      <div className="flex min-h-64" aria-hidden>
        <div className="hidden w-36 shrink-0 flex-col gap-1 border-r border-slate-100 p-2 sm:flex">
          <div className="mb-2 flex h-9 items-center gap-2 px-1">
            {logo ? (
              <img src={logo} alt="" className="h-7 w-auto max-w-28 object-contain" />
            ) : (
              <>
                <span className="grid size-7 place-items-center rounded-lg bg-primary-600 text-xs font-bold text-on-primary">
                  {name.trim().charAt(0).toUpperCase()}
                </span>
                <span className="truncate text-xs font-semibold text-slate-900">{name}</span>
              </>
            )}
          </div>
          <span className="flex items-center gap-2 rounded-md bg-primary-600 px-2 py-1.5 text-xs font-medium text-on-primary">
            <House className="size-3.5" /> {t('nav.home')}
          </span>
          <span className="flex items-center gap-2 rounded-md px-2 py-1.5 text-xs font-medium text-slate-700">
            <CalendarDays className="size-3.5" /> {t('nav.calendar')}
          </span>
        </div>
        <div className="flex-1 bg-slate-50 p-4">
          <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-2">
              <span className="grid size-9 place-items-center rounded-lg bg-primary-50 text-primary-700">
                <BookOpen className="size-4" />
              </span>
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary-500 px-2 py-0.5 text-[11px] font-semibold text-on-secondary">
                <Star className="size-3" /> 120
              </span>
            </div>
            <p className="mt-3 text-sm font-semibold text-slate-900">{t('consumerSettings.sampleTitle')}</p>
            <p className="text-xs text-primary-text underline">{t('consumerSettings.sampleLink')}</p>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-primary-100">
              <div className="h-full w-2/3 rounded-full bg-primary-600" />
            </div>
            <div className="mt-4 flex gap-2">
              <span className="rounded-md bg-primary-600 px-3 py-1.5 text-xs font-semibold text-on-primary">
                {t('consumerSettings.sampleButton')}
              </span>
              <span className="rounded-md bg-white px-3 py-1.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                {t('app.cancel')}
              </span>
            </div>
          </div>
        </div>
      </div>
      <div className="space-y-2 border-t border-slate-100 px-4 py-3" aria-label={t('consumerSettings.shades')} role="group">
        {(['primary', 'secondary'] as const).map((which) => (
          <div key={which} className="flex items-center gap-3">
            <span className="w-20 shrink-0 text-xs font-medium text-slate-600">{t(`consumerSettings.${which}Short`)}</span>
            <ol className="flex flex-1 overflow-hidden rounded-md ring-1 ring-slate-200">
              {SHADE_STEPS.map((step) => (
                <li
                  key={step}
                  title={`${step}: ${theme[which][step]}`}
                  className="h-6 flex-1"
                  style={{ background: theme[which][step] }}
                >
                  <span className="sr-only">
                    {step}: {theme[which][step]}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </figure>
  );
}
