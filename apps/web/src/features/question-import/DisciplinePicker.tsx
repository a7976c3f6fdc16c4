import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { queryClient } from '../../app/query-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { TextField } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { importTargetsQuery } from './api.ts';

/**
 * The import's discipline: searched on the server among those the caller may import into
 * (GET /disciplines?manageable=true), the first PAGE_SIZE.disciplinePicker matches as radio
 * buttons; when more match, the count says so and typing narrows them.
 */
export function DisciplinePicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const targets = useQuery(importTargetsQuery(term), queryClient);
  const rows = targets.data?.data ?? [];
  const total = targets.data?.meta.total ?? 0;
  return (
    <fieldset
      aria-busy={targets.isFetching || undefined}
      aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{t('questionImport.discipline')}</legend>
      <TextField
        label={t('questionImport.disciplineSearch')}
        placeholder={t('questionImport.disciplineSearchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        trailing={<Search className="size-4 text-slate-500" aria-hidden />}
        autoComplete="off"
      />
      <ul className="mt-2 max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {targets.isPending && (
          <li className="flex justify-center p-4">
            <Spinner className="size-5" />
          </li>
        )}
        {targets.isError && <li className="p-4 text-sm text-red-700">{t('questionImport.disciplinesLoadError')}</li>}
        {targets.isSuccess && rows.length === 0 && (
          <li className="p-4 text-sm text-slate-600">
            {term ? t('questionImport.noDisciplineFound') : t('questionImport.noDisciplineToImport')}
          </li>
        )}
        {rows.map((d) => (
          <li key={d.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
              <input
                type="radio"
                name={`${id}-discipline`}
                value={d.id}
                className="size-4 accent-primary-600"
                checked={value === d.id}
                onChange={() => onChange(d.id)}
              />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{d.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-count`} role="status" className="mt-1.5 text-sm text-slate-600">
        {targets.isSuccess && total > rows.length
          ? t('questionImport.disciplinesMore', { shown: formatNumber(rows.length), total: formatNumber(total) })
          : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
