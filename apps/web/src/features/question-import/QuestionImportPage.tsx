import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { queryClient } from '../../app/query-client.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { disciplineOptionsQuery } from './api.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { QuestionImportModal } from './QuestionImportModal.tsx';

/**
 * A small page of its own for import and export (/questions/import), so they can be reached
 * before and besides Questions Management, which mounts the same modal and buttons.
 */
export function QuestionImportPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [discipline, setDiscipline] = useState('');
  const disciplines = useQuery(disciplineOptionsQuery, queryClient);
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('questionImport.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('questionImport.intro')}</p>
      </header>
      <SelectField
        id="question-import-discipline"
        label={t('questionImport.discipline')}
        value={discipline}
        onChange={(e) => setDiscipline(e.target.value)}
        disabled={disciplines.isPending}
      >
        <option value="">{t('questionImport.disciplinePick')}</option>
        {disciplines.data?.data.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button icon={<Upload className="size-4" aria-hidden />} onClick={() => setOpen(true)}>
          {t('questionImport.open')}
        </Button>
        <ExportButtons disciplineId={discipline ? Number(discipline) : null} />
      </div>
      <QuestionImportModal
        key={discipline}
        open={open}
        onClose={() => setOpen(false)}
        disciplineId={discipline ? Number(discipline) : undefined}
        onImported={() => void queryClient.invalidateQueries({ queryKey: ['questions'] })}
      />
    </div>
  );
}
