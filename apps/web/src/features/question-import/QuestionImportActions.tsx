import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { QuestionImportModal } from './QuestionImportModal.tsx';

/**
 * What Questions Management mounts in its actions: "Importar questões" (the modal) and the export
 * buttons (the filtered discipline's questions; the selected ones). One element, so the page
 * carries one line of import/export.
 */
export function QuestionImportActions({
  disciplineId,
  selectedIds,
  onImported,
}: {
  disciplineId?: number | null;
  selectedIds?: readonly number[];
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<Upload className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
        {t('questionImport.open')}
      </Button>
      <ExportButtons disciplineId={disciplineId} selectedIds={selectedIds} />
      <QuestionImportModal
        open={open}
        onClose={() => setOpen(false)}
        disciplineId={disciplineId ?? undefined}
        onImported={onImported}
      />
    </>
  );
}
