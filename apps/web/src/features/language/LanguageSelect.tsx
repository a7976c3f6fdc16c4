import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { currentLocale, LOCALES } from '../../i18n/locale.ts';
import { cx } from '../../ui/cx.ts';
import { chooseLocale, isLocale } from './choose-locale.ts';

/**
 * The language choice (001 L104, L195): pt, en or es. A native select (keyboard and screen readers
 * know it, each language named in itself), drawn compact: the icon and the short code (PT/EN/ES)
 * are what shows, the select covers them transparently and takes the clicks and the focus ring.
 * Choosing keeps the choice in the cookie and reloads the page 500 ms later; the wait is announced.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(currentLocale);
  const changing = chosen !== currentLocale;
  return (
    <div
      className={cx(
        'relative flex h-11 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100',
        // The page's focus ring (styles.css :focus-visible) on the box, as the select itself is transparent.
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-500 has-[:focus-visible]:outline-solid',
        changing && 'opacity-70',
        className,
      )}
    >
      <Languages className="size-5" aria-hidden />
      <span aria-hidden>{chosen.slice(0, 2).toUpperCase()}</span>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
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
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 focus:outline-none"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.names.${l}`)}
          </option>
        ))}
      </select>
      {/* A polite live region (not role="status": the header's other statuses keep their roles). */}
      <span aria-live="polite" className="sr-only">
        {changing ? t('language.changing') : ''}
      </span>
    </div>
  );
}
