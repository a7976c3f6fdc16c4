import { useTranslation } from 'react-i18next';

/** A labelled progress bar (percent); null means nothing done yet. */
export function ProgressBar({ label, value, compact = false }: { label: string; value: number | null; compact?: boolean }) {
  const { t } = useTranslation();
  const rounded = Math.round(value ?? 0);
  return (
    <div>
      <div
        className={
          compact
            ? 'mb-1 flex justify-between text-xs text-slate-600'
            : 'mb-1.5 flex justify-between text-sm font-medium text-slate-700'
        }
      >
        <span className={compact ? 'sr-only' : undefined}>{label}</span>
        <span>{t('materials.progressValue', { value: String(rounded) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={rounded}
        aria-valuemin={0}
        aria-valuemax={100}
        className={
          compact ? 'h-1.5 overflow-hidden rounded-full bg-slate-100' : 'h-2.5 overflow-hidden rounded-full bg-slate-100'
        }
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-300" style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
}
