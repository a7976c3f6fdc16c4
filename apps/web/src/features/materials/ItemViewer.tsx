import { useTranslation } from 'react-i18next';
import { CalendarClock, ClipboardCheck, ExternalLink, Headphones, PenLine } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import type { MaterialItem } from '@trilha/shared/materials';
import { Modal } from '../../ui/Modal.tsx';
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { DialogToaster } from '../../ui/DialogToaster.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { assignmentPaths } from '../assignments/paths.ts';
import { patchItem } from './api.ts';
import { PasswordGate } from './PasswordGate.tsx';
import { useKindLabel, useMark } from './ItemRow.tsx';
import { FileViewer } from './viewers/FileViewer.tsx';
import { EmbedViewer } from './viewers/EmbedViewer.tsx';
import { ScormView } from './viewers/ScormView.tsx';

/**
 * One item, read in a large modal: its content by kind, the narration, and (for those whose
 * progress counts) the done switch. A password-protected item asks the password first; an item
 * outside its availability window says when it opens or that it closed.
 */
export function ItemViewer({
  disciplineId,
  item,
  tracksProgress,
  onClose,
  onListen,
}: {
  disciplineId: number;
  item: MaterialItem;
  tracksProgress: boolean;
  onClose: () => void;
  onListen: (a: { url: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { mark, pending } = useMark(disciplineId);
  return (
    <Modal open onClose={onClose} title={item.title} className="max-w-4xl">
      <p className="-mt-2 mb-4 text-sm font-medium text-primary-text">{kindLabel(item)}</p>
      {item.lock === 'password' ? (
        <PasswordGate item={item} onUnlocked={(unlocked) => patchItem(disciplineId, item.id, () => unlocked)} />
      ) : item.lock ? (
        <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-4 text-amber-900">
          <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            {item.lock === 'not_yet_available' && item.settings?.available_from
              ? t('materials.viewer.opensAt', { date: formatDateTime(item.settings.available_from) })
              : t('messages.materialItemUnavailable')}
          </p>
        </div>
      ) : (
        <div className="space-y-4">
          {item.type !== 'task' && item.description && <p className="whitespace-pre-line text-slate-700">{item.description}</p>}
          <ItemContent disciplineId={disciplineId} item={item} />
          {item.audio && (
            <Button
              variant="secondary"
              icon={<Headphones className="size-4" aria-hidden />}
              onClick={() => onListen({ url: item.audio!.url, name: `${item.title} — ${t('materials.viewer.narration')}` })}
            >
              {t('materials.viewer.narration')}
            </Button>
          )}
          {tracksProgress && (
            <div className="border-t border-slate-200 pt-4">
              <Switch
                label={t('materials.viewer.markDone')}
                checked={item.checked}
                disabled={pending}
                onChange={(checked) => void mark(item, checked)}
              />
            </div>
          )}
        </div>
      )}
      <DialogToaster />
    </Modal>
  );
}

function ItemContent({ disciplineId, item }: { disciplineId: number; item: MaterialItem }) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'task':
      return <TaskContent disciplineId={disciplineId} item={item} />;
    case 'url':
      return item.url ? (
        <div className="space-y-2">
          <p className="break-all text-sm text-slate-600">{item.url}</p>
          {/* A new tab that cannot reach back into this page (noopener) nor learn where it came from (noreferrer). */}
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-on-primary hover:bg-primary-700"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t('materials.viewer.openLink')}
          </a>
        </div>
      ) : null;
    case 'iframe':
      return item.iframe_code ? <EmbedViewer code={item.iframe_code} title={item.title} /> : null;
    case 'file':
      return item.file && item.file_type ? <FileViewer url={item.file.url} name={item.file.name} kind={item.file_type} /> : null;
    case 'quiz':
      return (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4">
          <p className="font-medium text-slate-800">{t('materials.viewer.quizQuestions', { count: item.quizzes_ids.length })}</p>
          <LinkButton to={`/discipline/${disciplineId}/materials/${item.id}/quiz`}>{t('materials.viewer.startQuiz')}</LinkButton>
        </div>
      );
    case 'scorm':
      return <ScormView disciplineId={disciplineId} item={item} />;
    case 'audio':
      // Audio items open the floating player from the list; the modal only shows for narration.
      return null;
  }
}

/** A task: its statement, and the way to answer it (students) or to its submissions (staff). */
function TaskContent({ disciplineId, item }: { disciplineId: number; item: MaterialItem }) {
  const { t } = useTranslation();
  const s = useRequiredSession();
  return (
    <div className="space-y-3">
      <div className="whitespace-pre-line rounded-lg bg-slate-50 p-4 text-slate-800">
        {item.description || t('materials.viewer.taskEmpty')}
      </div>
      <div className="flex flex-wrap gap-2">
        {can(s.user.type, 'assignments:submit') && (
          <LinkButton to={assignmentPaths.overview(disciplineId, item.id)} icon={<PenLine className="size-4" aria-hidden />}>
            {t('materials.viewer.taskAnswer')}
          </LinkButton>
        )}
        {can(s.user.type, 'assignments:review-any-student') && (
          <LinkButton
            to={assignmentPaths.management(disciplineId, item.id)}
            icon={<ClipboardCheck className="size-4" aria-hidden />}
          >
            {t('materials.viewer.taskManage')}
          </LinkButton>
        )}
      </div>
    </div>
  );
}
