import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx.ts';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Visually hidden label (the field still has one for screen readers). */
  hideLabel?: boolean;
};

/** A labelled native <select>, styled like TextField; its error and hint are tied with aria-describedby. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, hideLabel = false, className, id, children, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={cx('mb-1.5 block text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'block min-h-11 w-full appearance-none rounded-lg border bg-white pl-3.5 pr-10 text-base text-slate-900 shadow-xs transition',
            'focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200 focus-visible:outline-none',
            error ? 'border-red-700' : 'border-slate-400',
          )}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-600"
          aria-hidden
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
