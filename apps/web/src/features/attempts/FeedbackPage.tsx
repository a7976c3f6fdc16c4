import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { serverDetail } from '../../lib/api-errors.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { attemptKeys, attemptQuery, finishAttempt } from './api.ts';
import { AttemptSummary, ReviewedQuestion } from './AttemptReview.tsx';
import { attemptLoader } from './loaders.ts';
import { attemptPath, quizPath, useQuizParams, type QuizNavState } from './paths.ts';

export { attemptLoader as feedbackLoader };

const FROM_KEY = (attemptId: number) => `trilha.quizFeedbackFrom.${attemptId}`;

/**
 * Questionnaire Feedback (000 §2), internal: reached with router state from the Questionnaire or
 * the Attempt, never typed in; a direct visit goes to the Questionnaire, as the Attempt's does. It
 * remembers the route it came from (router state, kept in sessionStorage so a reload still knows
 * it) and forgets it on leaving. "Voltar" goes there; with none, to the Questionnaire Attempt while
 * the attempt is open, else to the Questionnaire (a finished attempt's Attempt screen sends back
 * here).
 */
export function FeedbackPage() {
  const { disciplineId, itemId, attemptId } = useQuizParams();
  const state = useLocation().state as QuizNavState | null;
  const [from] = useState(() => {
    if (state?.from) sessionStorage.setItem(FROM_KEY(attemptId), state.from);
    return state?.from ?? sessionStorage.getItem(FROM_KEY(attemptId));
  });
  if (!from && !state?.fromQuiz) return <Navigate to={quizPath(disciplineId, itemId)} replace />;
  return <Feedback disciplineId={disciplineId} itemId={itemId} attemptId={attemptId} from={from} />;
}

function Feedback({
  disciplineId,
  itemId,
  attemptId,
  from,
}: {
  disciplineId: number;
  itemId: number;
  attemptId: number;
  from: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  useEffect(() => () => sessionStorage.removeItem(FROM_KEY(attemptId)), [attemptId]);
  const attempt = useSuspenseQuery(attemptQuery(attemptId));
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const back = () =>
    from
      ? navigate(from)
      : attempt.data.status === 'started'
        ? navigate(attemptPath(disciplineId, itemId, attemptId), { state: { fromQuiz: true } satisfies QuizNavState })
        : navigate(quizPath(disciplineId, itemId));

  const finish = async () => {
    setConfirm(false);
    setBusy(true);
    try {
      const r = await finishAttempt(attemptId);
      qc.setQueryData(attemptKeys.detail(attemptId), r.data);
      notify.success(r.points > 0 ? `${r.message} ${t('attempts.points', { count: r.points })}` : r.message);
      await qc.invalidateQueries({ queryKey: attemptKeys.list(itemId) });
      await qc.invalidateQueries({ queryKey: ['materials', 'discipline', disciplineId] });
    } catch (e) {
      notify.error(serverDetail(e) ?? t('attempts.finishError'));
    } finally {
      setBusy(false);
    }
  };

  const a = attempt.data;
  return (
    <>
      <button
        type="button"
        onClick={back}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('attempts.backToQuiz')}
      </button>
      <PageHeader
        eyebrow={t('attempts.titles.feedback')}
        title={a.item.title}
        actions={
          a.status === 'started' ? (
            <Button loading={busy} onClick={() => setConfirm(true)}>
              {t('attempts.finish')}
            </Button>
          ) : null
        }
      />
      <AttemptSummary attempt={a} />
      <div className="space-y-4">
        {a.questions.map((q, i) => (
          <ReviewedQuestion key={q.id} q={q} n={i + 1} total={a.questions.length} />
        ))}
      </div>
      <ConfirmDialog
        open={confirm}
        title={t('attempts.finish')}
        message={t('attempts.finishConfirm', {
          answered: String(a.questions.filter((q) => q.answer).length),
          total: String(a.questions.length),
        })}
        confirmLabel={t('attempts.finish')}
        cancelLabel={t('app.cancel')}
        tone="primary"
        onConfirm={() => void finish()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}
