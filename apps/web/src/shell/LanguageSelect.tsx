import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { chooseLocale, currentLocale, isLocale, LOCALES } from '../i18n/locale.ts';
import { cx } from '../ui/cx.ts';

/**
 * The language choice (001 L104, L195): pt, en or es. A native select (keyboard and screen readers
 * know it), each language named in itself. Choosing one keeps it in the cookie and reloads the page
 * 500 ms later; the wait is announced.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(currentLocale);
  const changing = chosen !== currentLocale;
  return (
    <div className={cx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute left-2.5 size-4 text-slate-600" aria-hidden />
      <select
        id={id}
        value={chosen}
        disabled={changing}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          setChosen(next);
          chooseLocale(next);
        }}
        className="h-11 rounded-lg border border-slate-300 bg-white pr-2 pl-8 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.names.${l}`)}
          </option>
        ))}
      </select>
      <span role="status" className="sr-only">
        {changing ? t('language.changing') : ''}
      </span>
    </div>
  );
}
