import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialItem } from '@trilha/shared/materials';
import { LazyScormPlayer } from '../../scorm/lazy.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { applyMark } from '../api.ts';

/**
 * A SCORM item, played by the scorm feature's player (its own chunk with scorm-again). A commit
 * that completes the package marks the item done on the server; its numbers move the screen's
 * progress as a mark does.
 */
export function ScormView({ disciplineId, item }: { disciplineId: number; item: MaterialItem }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <LazyScormPlayer
        materialItemId={item.id}
        className="h-[70vh]"
        onCompleted={(p) => {
          if (p.material_progress === null || p.discipline_progress === null) return;
          applyMark(disciplineId, {
            message: '',
            material_item_id: item.id,
            checked: true,
            material_id: item.material_id,
            discipline_id: disciplineId,
            material_progress: p.material_progress,
            discipline_progress: p.discipline_progress,
          });
        }}
      />
    </Suspense>
  );
}
