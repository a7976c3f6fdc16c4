import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ListChecks } from 'lucide-react';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { defineWebItemKind, type ItemViewerProps } from '../../lib/item-kinds.ts';

function QuizViewer({ disciplineId, item }: ItemViewerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-4">
      <p className="font-medium text-slate-800">{t('materials.viewer.quizQuestions', { count: item.quizzes_ids.length })}</p>
      <LinkButton to={`/discipline/${disciplineId}/materials/${item.id}/quiz`}>{t('materials.viewer.startQuiz')}</LinkButton>
    </div>
  );
}

/**
 * The quiz kind of the Discipline Material screen: the modal leads to the Questionnaire; the form
 * picks its questions from the bank (its own chunk, loaded when a quiz is edited); its settings
 * carry the attempt rules.
 */
export const webItemKind = defineWebItemKind({
  type: 'quiz',
  icon: ListChecks,
  Viewer: QuizViewer,
  form: {
    Fields: lazy(() => import('./QuizItemFields.tsx')),
    body: (v) => ({ quizzes_ids: v.quizzes_ids }),
  },
  settings: { attemptRules: true },
});
