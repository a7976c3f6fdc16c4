import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, Download, FileText } from 'lucide-react';
import type { AssignmentSubmission, SubmissionStatus } from '@trilha/shared/assignments';
import type { MaterialItem } from '@trilha/shared/materials';
import { formatDateTime, formatKilobytes, formatNumber } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { Button } from '../../ui/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { downloadFile, saveBlob } from '../../lib/transfer.ts';

/** A route parameter as an id; anything else is NaN, which the API answers 404/422 to. */
export const idParam = (v: string | undefined): number => (v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : Number.NaN);

const TONE: Record<SubmissionStatus | 'none', string> = {
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  submitted: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  evaluated: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
};

export function StatusBadge({ status }: { status: SubmissionStatus | 'none' }) {
  const { t } = useTranslation();
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONE[status])}>
      {t(`assignments.status.${status}`)}
    </span>
  );
}

/** 8.5 → "8,5" (pt-BR, es), "8.5" (en). */
export const formatGrade = (g: number) => formatNumber(g);

/** The task's statement and dates. */
export function TaskStatement({ item }: { item: MaterialItem }) {
  const { t } = useTranslation();
  const s = item.settings;
  return (
    <section aria-labelledby="task-statement" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6">
      <h2 id="task-statement" className="text-base font-semibold text-slate-900">
        {t('assignments.statement')}
      </h2>
      {(s?.due_at || item.lock === 'not_yet_available') && (
        <p className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
          <CalendarClock className="size-4 text-primary-700" aria-hidden />
          {item.lock === 'not_yet_available' && s?.available_from
            ? t('assignments.opensAt', { date: formatDateTime(s.available_from) })
            : s?.due_at
              ? t('assignments.dueAt', { date: formatDateTime(s.due_at) })
              : null}
        </p>
      )}
      <div className="mt-3 whitespace-pre-line text-slate-800">{item.description || t('assignments.noStatement')}</div>
    </section>
  );
}

/** The submitted file: its name and a download (the API serves it to the student and staff only). */
export function SubmissionFile({ file }: { file: NonNullable<AssignmentSubmission['file']> }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      saveBlob(await downloadFile(file.url), file.name);
    } catch (e) {
      notify.error(serverDetail(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
      <span className="inline-flex min-w-0 items-center gap-2 text-slate-800">
        <FileText className="size-5 shrink-0 text-primary-700" aria-hidden />
        <span className="truncate">{file.name}</span>
        <span className="shrink-0 text-sm text-slate-600">({formatKilobytes(file.size)})</span>
      </span>
      <Button
        variant="secondary"
        loading={pending}
        icon={<Download className="size-4" aria-hidden />}
        aria-label={t('assignments.download', { name: file.name })}
        onClick={() => void save()}
      >
        {t('materials.downloadFile')}
      </Button>
    </div>
  );
}

/** The route the feedback's back button returns to (000 §2: "remembers previous route"). */
const FROM_KEY = 'trilha.assignments.feedbackFrom';
export const feedbackFrom = {
  remember: (path: string) => sessionStorage.setItem(FROM_KEY, path),
  read: () => sessionStorage.getItem(FROM_KEY),
  clear: () => sessionStorage.removeItem(FROM_KEY),
};
