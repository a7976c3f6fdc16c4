import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can } from '@trilha/shared/kernel';
import type { AttemptDetail } from '@trilha/shared/attempts';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatDateTime, formatScore } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { TextField } from '../../ui/Field.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { cx } from '../../ui/cx.ts';
import { attemptKeys, attemptQuery, gradeAttempt, itemAttemptsQuery, quizItemQuery } from './api.ts';
import { AttemptSummary, ReviewedQuestion } from './AttemptReview.tsx';
import { answersLoader, selectedAttemptOf } from './loaders.ts';
import { answersPath, quizPath, useQuizParams, type QuizNavState } from './paths.ts';
import { AiCorrectionButton } from '../ai/public.ts';

export { answersLoader };

/**
 * Questionnaire Answers (000 §2), internal: the finished attempts of the quiz (a student's own;
 * every learner's for staff) and, for the chosen one, its answers. Staff who grade score the
 * descriptive answers and leave comments here (PUT /attempts/{id}/feedback).
 */
export function AnswersPage() {
  const { disciplineId, itemId } = useQuizParams();
  const state = useLocation().state as QuizNavState | null;
  if (!state?.fromQuiz) return <Navigate to={quizPath(disciplineId, itemId)} replace />;
  return <Answers disciplineId={disciplineId} itemId={itemId} />;
}

function Answers({ disciplineId, itemId }: { disciplineId: number; itemId: number }) {
  const { t } = useTranslation();
  const { user } = useRequiredSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const item = useSuspenseQuery(quizItemQuery(itemId));
  const list = useSuspenseQuery(itemAttemptsQuery(itemId, 1));
  const finished = list.data.data.filter((r) => r.status === 'finished');
  const current = selectedAttemptOf(search) ?? finished[0]?.id ?? null;
  const staff = can(user.type, 'attempts:read-any');
  // Choosing an attempt is a navigation: its loader fetches it (a failure keeps this one, with a toast).
  const choose = (id: number) =>
    navigate(`${answersPath(disciplineId, itemId)}?attempt=${id}`, {
      replace: true,
      state: { fromQuiz: true } satisfies QuizNavState,
    });

  return (
    <>
      <BackLink to={quizPath(disciplineId, itemId)} label={t('attempts.backToQuiz')} />
      <PageHeader eyebrow={t('attempts.titles.answers')} title={item.data.title} />
      {finished.length === 0 ? (
        <EmptyState title={t('attempts.empty')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-label={staff ? t('attempts.allAttempts') : t('attempts.myAttempts')}>
            <ul className="space-y-2">
              {finished.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    aria-current={r.id === current ? 'true' : undefined}
                    onClick={() => void choose(r.id)}
                    className={cx(
                      'w-full rounded-lg border px-3 py-2 text-left',
                      r.id === current ? 'border-primary-600 bg-primary-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                    )}
                  >
                    {staff && <span className="block font-semibold text-slate-900">{r.name}</span>}
                    <span className="block text-sm text-slate-700">{formatDateTime(r.started_at)}</span>
                    <span className="block text-sm text-slate-700">
                      {r.pending > 0
                        ? t('attempts.statusPending', { count: r.pending })
                        : r.score !== null
                          ? `${t('attempts.score')}: ${formatScore(r.score)}`
                          : t('attempts.statusFinished')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {current ? (
            <AttemptAnswers key={current} attemptId={current} itemId={itemId} grader={can(user.type, 'attempts:grade')} />
          ) : null}
        </div>
      )}
    </>
  );
}

function AttemptAnswers({ attemptId, itemId, grader }: { attemptId: number; itemId: number; grader: boolean }) {
  const attempt = useSuspenseQuery(attemptQuery(attemptId));
  return grader ? <GradeForm attempt={attempt.data} itemId={itemId} /> : <Review attempt={attempt.data} />;
}

function Review({ attempt }: { attempt: AttemptDetail }) {
  return (
    <section aria-label={attempt.user.name} className="space-y-4">
      <AttemptSummary attempt={attempt} />
      {attempt.questions.map((q, i) => (
        <ReviewedQuestion key={q.id} q={q} n={i + 1} total={attempt.questions.length} />
      ))}
    </section>
  );
}

/** Staff's correction: a score (0 to 10) and a comment per answer, the descriptive ones first to fill, and an overall comment. */
function GradeForm({ attempt, itemId }: { attempt: AttemptDetail; itemId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const answers = attempt.questions.flatMap((q) => (q.answer && q.type === 'descriptive' ? [q.answer] : []));
  const [values, setValues] = useState(() =>
    Object.fromEntries(answers.map((a) => [a.id, { score: a.score?.toString() ?? '', feedback: a.feedback ?? '' }])),
  );
  const [overall, setOverall] = useState(attempt.feedback ?? '');
  const [saving, setSaving] = useState(false);
  /** Answers whose fields hold the AI's proposal, not yet saved (labelled so the grader reviews them). */
  const [proposed, setProposed] = useState<Set<number>>(new Set());
  const save = async () => {
    setSaving(true);
    try {
      const r = await gradeAttempt(attempt.id, {
        answers: answers.map((a) => {
          const v = values[a.id]!;
          const score = v.score.trim() === '' ? null : Number(v.score.replace(',', '.'));
          return { answer_id: a.id, score, feedback: v.feedback };
        }),
        feedback: overall,
      });
      qc.setQueryData(attemptKeys.detail(attempt.id), r.data);
      setProposed(new Set());
      await qc.invalidateQueries({ queryKey: attemptKeys.list(itemId) });
      notify.success(r.message);
    } catch (e) {
      notify.error(serverDetail(e) ?? t('attempts.answerError'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="space-y-4"
      aria-label={attempt.user.name}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-lg font-semibold text-slate-900">{attempt.user.name}</p>
      <AttemptSummary attempt={attempt} />
      {answers.length > 0 ? (
        <AiCorrectionButton
          attemptId={attempt.id}
          onProposal={(proposals) => {
            // Proposals fill the fields; the grader accepts or changes them and saves as usual.
            setValues((current) => {
              const next = { ...current };
              for (const p of proposals)
                if (next[p.answer_id]) next[p.answer_id] = { score: p.score.toLocaleString('pt-BR'), feedback: p.comment };
              return next;
            });
            setProposed(new Set(proposals.map((p) => p.answer_id)));
          }}
        />
      ) : null}
      {attempt.questions.map((q, i) => (
        <ReviewedQuestion key={q.id} q={q} n={i + 1} total={attempt.questions.length}>
          {q.type === 'descriptive' && q.answer && proposed.has(q.answer.id) ? (
            <p className="mt-3 inline-flex rounded bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
              {t('ai.correction.proposed')}
            </p>
          ) : null}
          {q.type === 'descriptive' && q.answer && (
            <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr]">
              <TextField
                label={t('attempts.answerScore')}
                inputMode="decimal"
                value={values[q.answer.id]?.score ?? ''}
                onChange={(e) => setValues({ ...values, [q.answer!.id]: { ...values[q.answer!.id]!, score: e.target.value } })}
              />
              <TextAreaField
                label={t('attempts.answerFeedback')}
                rows={2}
                value={values[q.answer.id]?.feedback ?? ''}
                onChange={(e) => setValues({ ...values, [q.answer!.id]: { ...values[q.answer!.id]!, feedback: e.target.value } })}
              />
            </div>
          )}
        </ReviewedQuestion>
      ))}
      <TextAreaField label={t('attempts.overall')} rows={3} value={overall} onChange={(e) => setOverall(e.target.value)} />
      <Button type="submit" loading={saving}>
        {t('attempts.saveGrades')}
      </Button>
    </form>
  );
}
