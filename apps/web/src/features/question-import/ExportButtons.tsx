import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../lib/toast.ts';
import { ApiError } from '../../lib/api.ts';
import { exportDiscipline, exportSelected } from './api.ts';

/**
 * Export as .docx in the import format: a discipline's questions, and/or the selected ones
 * (`selectedIds`, from the list's checkboxes). Either button shows only when it has something to export.
 */
export function ExportButtons({ disciplineId, selectedIds }: { disciplineId?: number | null; selectedIds?: readonly number[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'discipline' | 'selected' | null>(null);
  async function run(kind: 'discipline' | 'selected', fn: () => Promise<void>) {
    setBusy(kind);
    try {
      await fn();
      notify.success(t('questionImport.exported'));
    } catch (e) {
      notify.error(e instanceof ApiError && e.status === 422 && e.message ? e.message : t('questionImport.exportError'));
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      {disciplineId ? (
        <Button
          variant="secondary"
          icon={<FileDown className="size-4" aria-hidden />}
          loading={busy === 'discipline'}
          onClick={() => run('discipline', () => exportDiscipline(disciplineId))}
        >
          {t('questionImport.exportDiscipline')}
        </Button>
      ) : null}
      {selectedIds && selectedIds.length > 0 ? (
        <Button
          variant="secondary"
          icon={<FileDown className="size-4" aria-hidden />}
          loading={busy === 'selected'}
          onClick={() => run('selected', () => exportSelected([...selectedIds]))}
        >
          {t('questionImport.exportSelected')} ({selectedIds.length})
        </Button>
      ) : null}
    </>
  );
}
