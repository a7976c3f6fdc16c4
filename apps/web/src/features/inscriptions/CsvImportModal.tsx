import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { INSCRIPTION_CSV_TEMPLATE, importInscriptionsBodySchema } from '@trilha/shared/inscriptions';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { Button } from '../../ui/Button.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { importInscriptions } from './api.ts';
import { refusedLines, type Refused } from './refused-lines.ts';
import { FormActions } from '../../ui/FormActions.tsx';

type Values = { csv: string };
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([INSCRIPTION_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'modelo-matriculas.csv' });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/**
 * Enrol from a CSV (POST /discipline-inscriptions/import): the file's text is sent as is; a refusal
 * lists every refused line and nothing was enrolled (docs/learning-content.md "CSV enrolment").
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
  const [fileName, setFileName] = useState('');
  const [report, setReport] = useState<{ message: string; lines: Refused[] } | null>(null);
  const { form, onSubmit, pending } = useServerForm({
    schema: importInscriptionsBodySchema,
    defaultValues: { csv: '' } satisfies Values,
    prepare: (v) => ({ discipline_id: disciplineId, csv: v.csv }),
    dialog: true,
    submit: (body) => (setReport(null), importInscriptions(body)),
    errorMessage: (e) => serverDetail(e) ?? t('inscriptions.errors.import'),
    onErrorCode: {
      INSCRIPTION_IMPORT_REJECTED: (e) => {
        setReport({ message: e.message, lines: refusedLines(e.errors) });
        return true;
      },
    },
    onSuccess: async () => {
      onClose();
      await onDone();
    },
  });
  const {
    setValue,
    formState: { errors },
  } = form;

  return (
    <FormModal onClose={onClose} dirty={!!fileName && !pending} title={t('inscriptions.csvTitle')} className="sm:max-w-xl">
      {(requestClose) => (
        <form noValidate className="space-y-4" onSubmit={onSubmit}>
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
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:font-semibold file:text-primary-700"
              aria-describedby={errors.csv ? 'csv-file-error' : undefined}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                setReport(null);
                setFileName(file?.name ?? '');
                setValue('csv', file ? await file.text() : '', { shouldValidate: false });
              }}
            />
            {errors.csv && (
              <p id="csv-file-error" className="mt-1.5 text-sm text-red-700">
                {fileName ? errors.csv.message : t('inscriptions.csvChoose')}
              </p>
            )}
          </div>
          {report && (
            <div role="alert" className="space-y-2">
              <Alert>{report.message}</Alert>
              <h3 className="text-sm font-semibold text-slate-900">{t('inscriptions.csvReportTitle')}</h3>
              <ul className="max-h-56 overflow-y-auto rounded-lg border border-red-200 text-sm">
                {report.lines.map((l) => (
                  <li key={l.line} className="flex gap-3 border-b border-red-100 px-3 py-2 last:border-0">
                    <span className="shrink-0 font-semibold text-red-800">
                      {t('inscriptions.csvLine', { line: String(l.line) })}
                    </span>
                    <span className="text-slate-800">{l.messages.join(' · ')}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FormActions onCancel={requestClose} pending={pending} disabled={!fileName} submitLabel={t('inscriptions.csvSend')} />
        </form>
      )}
    </FormModal>
  );
}
