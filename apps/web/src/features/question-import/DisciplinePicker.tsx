import { useTranslation } from 'react-i18next';
import { PickList } from '../../ui/PickList.tsx';
import { importTargets } from './api.ts';

/**
 * The import's discipline: searched on the server among those the caller may import into
 * (GET /disciplines?manageable=true), PAGE_SIZE.disciplinePicker at a time; scrolling or the
 * arrow keys load the next page, so every one of them can be reached.
 */
export function DisciplinePicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <PickList
      label={t('questionImport.discipline')}
      showLabel
      searchLabel={t('questionImport.disciplineSearch')}
      searchPlaceholder={t('questionImport.disciplineSearchPlaceholder')}
      source={importTargets}
      optionId={(d) => d.id}
      renderOption={(d) => <span className="block truncate text-sm font-medium text-slate-900">{d.name}</span>}
      emptyText={(search) => (search ? t('questionImport.noDisciplineFound') : t('questionImport.noDisciplineToImport'))}
      errorText={t('questionImport.disciplinesLoadError')}
      error={error}
      value={value}
      onChange={onChange}
      listClassName="max-h-56"
    />
  );
}
