import { useTranslation } from 'react-i18next';
import { ClipboardCheck, ClipboardList, PenLine } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { useRequiredSession } from '../../lib/session.ts';
import { defineWebItemKind, type ItemViewerProps } from '../../lib/item-kinds.ts';
import { assignmentPaths } from './paths.ts';

/** A task: its statement, and the way to answer it (students) or to its submissions (staff). */
function TaskViewer({ disciplineId, item }: ItemViewerProps) {
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

/** The task kind of the Discipline Material screen: its statement is the item's description. */
export const webItemKind = defineWebItemKind({
  type: 'task',
  icon: ClipboardList,
  Viewer: TaskViewer,
  ownsDescription: true,
  form: { description: { label: 'materials.form.taskText', rows: 6 } },
  settings: { dueAt: true },
});
