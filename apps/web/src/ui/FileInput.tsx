import { useId, useRef } from 'react';
import { cx } from './cx.ts';

/** A labelled file input whose error is tied to it; `onFiles` gets the chosen files. */
export function FileInput({
  label,
  accept,
  multiple = false,
  error,
  hint,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  error?: string;
  hint?: string;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onFiles([...(e.target.files ?? [])])}
        className={cx(
          'block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-800 hover:file:bg-primary-100',
          error ? 'border-red-700' : 'border-slate-400',
        )}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
