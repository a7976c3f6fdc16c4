import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { notify } from '../../lib/toast.ts';

/** A read-only value (key, secret) with a copy button; it lives in a modal, so its toasts do too. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200"
        />
        <button
          type="button"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(value)
              .then(() => notify.success(t('integrations.copied'), { dialog: true }))
              .catch(() => notify.error(t('integrations.copyFailed'), { dialog: true }))
          }
          aria-label={t('integrations.copy', { label })}
          title={t('integrations.copy', { label })}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Copy className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
