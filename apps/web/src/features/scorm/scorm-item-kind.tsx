import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import { Spinner } from '../../ui/Spinner.tsx';
import { defineWebItemKind, type ItemViewerProps } from '../../lib/item-kinds.ts';
import { LazyScormPlayer } from './lazy.ts';

/**
 * A SCORM item, played by the scorm feature's player (its own chunk with scorm-again). A commit
 * that completes the package marks the item done on the server; its numbers move the screen's
 * progress as a mark does.
 */
function ScormViewer({ item, onCompleted }: ItemViewerProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <LazyScormPlayer
        materialItemId={item.id}
        className="h-[70vh]"
        onCompleted={(p) => {
          if (p.material_progress === null || p.discipline_progress === null) return;
          onCompleted({ material_progress: p.material_progress, discipline_progress: p.discipline_progress });
        }}
      />
    </Suspense>
  );
}

/** The SCORM kind of the Discipline Material screen: its package is the item's main file. */
export const webItemKind = defineWebItemKind({
  type: 'scorm',
  icon: Package,
  Viewer: ScormViewer,
  form: { mainFile: 'scorm' },
});
