import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cx } from '../../ui/cx.ts';

/** Five stars, read-only: "4 de 5 estrelas" for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('materialFeedbacks.stars', { count: Math.round(value) })}
      className={cx('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cx('size-4', n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-300')}
        />
      ))}
    </span>
  );
}

/**
 * The star input: five native radio buttons (Tab reaches the group, the arrow keys move between
 * stars, Space picks), drawn as stars that fill up to the chosen one.
 */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="group relative grid size-11 cursor-pointer place-items-center rounded-lg">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('materialFeedbacks.star', { count: n })}
              className="peer sr-only"
            />
            <Star
              aria-hidden
              className={cx(
                'size-8 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
                value !== null && n <= value
                  ? 'fill-amber-400 text-amber-500'
                  : 'fill-transparent text-slate-400 group-hover:text-amber-400',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
