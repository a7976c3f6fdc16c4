import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { channels } from '@trilha/shared/realtime';
import { INSCRIPTION_CSV_TEMPLATE, type InscriptionImport } from '@trilha/shared/inscriptions';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { UploadBar } from '../../ui/UploadBar.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import type { UploadProgress } from '../../lib/api.ts';
import { saveBlob } from '../../lib/transfer.ts';
import { downloadRejectedLines, inscriptionImportStatus, sendInscriptionCsv } from './api.ts';

/** A fallback when the live events do not come (socket down): the import's status is asked this often. */
const STATUS_POLL_MS = 3000;

function downloadTemplate() {
  saveBlob(new Blob([INSCRIPTION_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'modelo-matriculas.csv');
}

const finished = (j: InscriptionImport | null) => j?.status === 'done' || j?.status === 'failed';

/** The newer of two views of the same import: a final one wins, else the one further in the file. */
function newer(current: InscriptionImport | null, next: InscriptionImport): InscriptionImport {
  if (!current || current.id !== next.id) return current ?? next;
  if (finished(current)) return current;
  if (finished(next) || next.lines_done >= current.lines_done) return next;
  return current;
}

/**
 * Enrol from a CSV file (POST /discipline-inscriptions/import/file, up to 200,000 lines): the file
 * is uploaded with a progress bar, then the worker's progress comes live on the user's channel
 * (`.inscriptions.import.progress`, with GET …/file/{id} polled as a fallback) and fills the same
 * bar; at `.inscriptions.import.done` a toast says how many were enrolled, already enrolled and
 * refused, and the refused lines (with the reason of each) can be downloaded. The valid lines are
 * enrolled whatever the others (docs/learning-content.md "CSV enrolment").
 */
export function CsvImportModal({
  disciplineId,
  onClose,
  onDone,
}: {
  disciplineId: number;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [job, setJob] = useState<InscriptionImport | null>(null);
  const told = useRef<number | null>(null);

  const send = useMutation({
    mutationFn: (f: File) => sendInscriptionCsv(disciplineId, f, setUpload),
    onSuccess: (r) => setJob((j) => newer(j, r.data)),
    onError: (e) => setError(serverDetail(e) ?? t('inscriptions.errors.import')),
    onSettled: () => setUpload(null),
  });
  const status = useQuery({
    queryKey: ['inscriptions', 'import', job?.id],
    queryFn: ({ signal }) => inscriptionImportStatus(job!.id, signal),
    enabled: job !== null && !finished(job),
    refetchInterval: STATUS_POLL_MS,
  });
  useEffect(() => {
    if (status.data) setJob((j) => newer(j, status.data.data));
  }, [status.data]);
  useLiveEvent(channels.user(s.user.id), '.inscriptions.import.progress', (p) =>
    setJob((j) => (j && j.id === p.id ? newer(j, { ...j, ...p, status: 'running' }) : j)),
  );
  useLiveEvent(channels.user(s.user.id), '.inscriptions.import.done', (p) =>
    setJob((j) => (j && j.id === p.id ? newer(j, p) : j)),
  );

  // The end, told once: a toast over the dialog, and the class list refreshed.
  useEffect(() => {
    if (!job || !finished(job) || told.current === job.id) return;
    told.current = job.id;
    if (job.status === 'failed') return void notify.error(job.error ?? t('inscriptions.errors.import'), { dialog: true });
    notify.success(
      t('inscriptions.csvDoneToast', {
        created: formatNumber(job.created_count),
        existing: formatNumber(job.existing_count),
        rejected: formatNumber(job.rejected_count),
      }),
      { dialog: true },
    );
    void onDone();
  }, [job, onDone, t]);

  const download = useMutation({
    mutationFn: (path: string) => downloadRejectedLines(path),
    onSuccess: (blob) => saveBlob(blob, `${(job?.file_name ?? 'matriculas.csv').replace(/\.csv$/i, '')}-recusadas.csv`),
    onError: (e) => notify.error(serverDetail(e) ?? t('inscriptions.errors.import'), { dialog: true }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t('inscriptions.csvChoose'));
    setError(null);
    send.mutate(file);
  };
  const done = job?.status === 'done';

  return (
    <FormModal
      onClose={onClose}
      dirty={!!file && !job && !send.isPending}
      title={t('inscriptions.csvTitle')}
      className="sm:max-w-xl"
    >
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={submit}>
          {!job && (
            <>
              <p className="text-sm text-slate-700">{t('inscriptions.csvIntro')}</p>
              <Button variant="secondary" icon={<Download className="size-4" aria-hidden />} onClick={downloadTemplate}>
                {t('inscriptions.csvTemplate')}
              </Button>
              <div>
                <label htmlFor="csv-file" className="mb-1.5 block text-sm font-medium text-slate-800">
                  {t('inscriptions.csvFile')}
                </label>
                <input
                  id="csv-file"
                  type="file"
                  accept=".csv,text/csv"
                  disabled={send.isPending}
                  className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-700"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'csv-file-error' : undefined}
                  onChange={(e) => {
                    setError(null);
                    setFile(e.target.files?.[0] ?? null);
                  }}
                />
                {error && (
                  <p id="csv-file-error" role="alert" className="mt-1.5 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
              {upload && <UploadBar label={t('inscriptions.csvUploading')} progress={upload} />}
              <FormActions
                onCancel={requestClose}
                pending={send.isPending}
                disabled={!file}
                submitLabel={t('inscriptions.csvSend')}
              />
            </>
          )}
          {job && (
            <>
              <UploadBar
                label={
                  done
                    ? t('inscriptions.csvDoneTitle')
                    : t('inscriptions.csvProcessing', {
                        done: formatNumber(job.lines_done),
                        total: formatNumber(job.total_lines),
                      })
                }
                progress={done ? { loaded: 1, total: 1 } : { loaded: job.lines_done, total: job.total_lines }}
              />
              {/* Read out by screen readers; on screen, once done, the bar's label and the counts say it. */}
              <p role="status" aria-live="polite" className={done ? 'sr-only' : 'text-sm text-slate-700'}>
                {job.status === 'failed' ? '' : done ? t('inscriptions.csvDoneTitle') : t('inscriptions.csvBackground')}
              </p>
              {job.status === 'failed' && <Alert>{job.error ?? t('inscriptions.errors.import')}</Alert>}
              {done && (
                <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
                  {(
                    [
                      ['csvCreated', job.created_count, 'text-emerald-800'],
                      ['csvExisting', job.existing_count, 'text-slate-800'],
                      ['csvRejected', job.rejected_count, job.rejected_count ? 'text-red-800' : 'text-slate-800'],
                    ] as const
                  ).map(([key, count, tone]) => (
                    <div key={key} className="rounded-lg border border-slate-200 px-3 py-2">
                      <dt className="text-slate-600">{t(`inscriptions.${key}`)}</dt>
                      <dd className={`text-lg font-semibold ${tone}`}>{formatNumber(count)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {done && job.rejected_url && (
                <Button
                  variant="secondary"
                  icon={<Download className="size-4" aria-hidden />}
                  disabled={download.isPending}
                  onClick={() => download.mutate(job.rejected_url!)}
                >
                  {t('inscriptions.csvDownloadRejected')}
                </Button>
              )}
              <div className="flex justify-end">
                <Button onClick={onClose}>{t('app.close')}</Button>
              </div>
            </>
          )}
        </form>
      )}
    </FormModal>
  );
}
