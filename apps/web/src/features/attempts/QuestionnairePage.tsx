import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Info, ListChecks, Play, Timer } from 'lucide-react';
import { can } from '@trilha/shared/kernel';
import { type ItemAttemptRow } from '@trilha/shared/attempts';
import type { MaterialItem } from '@trilha/shared/materials';
import { serverDetail } from '../../lib/api-errors.ts';
import { formatDateTime, formatScore } from '../../lib/format.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { BackLink } from '../../ui/BackLink.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { PasswordGate } from '../../ui/PasswordGate.tsx';
import { attemptKeys, deleteAttempt, itemAttemptsQuery, quizItemQuery, startAttempt, unlockQuizItem } from './api.ts';
import { pageOf, questionnaireLoader } from './loaders.ts';
import { answersPath, attemptPath, feedbackPath, quizPath, useQuizParams, type QuizNavState } from './paths.ts';
import { questionCount, startBlock, type StartBlock } from './start-state.ts';
import { messageText } from '../../i18n/index.ts';

export { questionnaireLoader };

/**
 * Questionnaire (000 §2): the quiz item, its rules, and its attempts (students: only their own;
 * staff: every learner's, to grade or delete). The start/continue button opens the caller's one
 * open attempt (POST /attempts/start is idempotent).
 */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const { disciplineId, itemId } = useQuizParams();
  const { user } = useRequiredSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname, search } = useLocation();
  const page = pageOf(search);
  const { data: quiz } = useSuspenseQuery(quizItemQuery(itemId));
  const { data: attempts } = useSuspenseQuery(itemAttemptsQuery(itemId, page));
  const [starting, setStarting] = useState(false);
  const [toDelete, setToDelete] = useState<ItemAttemptRow | null>(null);
  const staff = can(user.type, 'attempts:read-any');

  const settings = quiz.settings;
  const rows = attempts.data;
  const mine = rows.filter((r) => r.user_id === user.id);
  const open = mine.find((r) => r.status === 'started');
  const used = staff ? mine.length : attempts.meta.total;
  const blocked = startBlock(quiz, { open: open !== undefined, used, max: settings?.max_attempts ?? null });
  const count = questionCount(quiz);
  const unlocked = (item: MaterialItem) => qc.setQueryData(quizItemQuery(itemId).queryKey, item);

  const start = async () => {
    setStarting(true);
    try {
      const r = await startAttempt(itemId, user.id);
      await qc.invalidateQueries({ queryKey: attemptKeys.list(itemId) });
      navigate(attemptPath(disciplineId, itemId, r.data.id), { state: { fromQuiz: true } satisfies QuizNavState });
    } catch (e) {
      notify.error(serverDetail(e) ?? messageText('attemptNotFound'));
    } finally {
      setStarting(false);
    }
  };

  const remove = async (row: ItemAttemptRow) => {
    setToDelete(null);
    try {
      const r = await deleteAttempt(row.id);
      notify.success(r.message);
      await qc.invalidateQueries({ queryKey: attemptKeys.list(itemId) });
    } catch (e) {
      notify.error(serverDetail(e) ?? t('attempts.deleteError'));
    }
  };

  const here = quizPath(disciplineId, itemId);
  const status = (r: ItemAttemptRow) =>
    r.status === 'started'
      ? t('attempts.statusStarted')
      : r.pending > 0
        ? t('attempts.statusPending', { count: r.pending })
        : t('attempts.statusFinished');

  return (
    <>
      <BackLink to={`/discipline/${disciplineId}/materials`} label={t('attempts.back')} />
      <PageHeader eyebrow={t('attempts.eyebrow')} title={quiz.title} subtitle={quiz.description ?? undefined} />
      <section className="mb-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-label={t('attempts.titles.quiz')}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
          {count !== null && (
            <li className="inline-flex items-center gap-2">
              <ListChecks className="size-4" aria-hidden />
              {t('attempts.questions', { count })}
            </li>
          )}
          <li className="inline-flex items-center gap-2">
            <Timer className="size-4" aria-hidden />
            {settings?.time_limit_minutes
              ? t('attempts.timeLimit', { minutes: String(settings.time_limit_minutes) })
              : t('attempts.noTimeLimit')}
          </li>
          <li>
            {settings?.max_attempts != null
              ? t('attempts.attemptsAllowed', { used: String(used), max: String(settings.max_attempts) })
              : t('attempts.attemptsUnlimited')}
          </li>
        </ul>
        {can(user.type, 'attempts:take') && (
          <div className="mt-4 space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <Button
                icon={<Play className="size-4" aria-hidden />}
                loading={starting}
                disabled={blocked !== null}
                aria-describedby={blocked ? 'quiz-start-reason' : undefined}
                onClick={() => void start()}
              >
                {open ? t('attempts.continue') : t('attempts.start')}
              </Button>
              {blocked && (
                <p id="quiz-start-reason" className="inline-flex items-start gap-2 text-sm text-slate-700">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <StartReason block={blocked} quiz={quiz} />
                </p>
              )}
            </div>
            {quiz.lock === 'password' && (
              <PasswordGate
                title={quiz.title}
                unlock={async (password) => void unlocked(await unlockQuizItem(itemId, password))}
                autoFocus={false}
              />
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="attempts-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="attempts-heading" className="text-lg font-semibold text-slate-900">
            {staff ? t('attempts.allAttempts') : t('attempts.myAttempts')}
          </h2>
          {rows.some((r) => r.status === 'finished') && (
            <Button
              variant="secondary"
              onClick={() => navigate(answersPath(disciplineId, itemId), { state: { fromQuiz: true } })}
            >
              {t('attempts.seeAnswers')}
            </Button>
          )}
        </div>
        {rows.length === 0 ? (
          <EmptyState title={t('attempts.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  {staff && (
                    <p className="font-semibold text-slate-900">
                      {r.name}
                      {r.preview && (
                        <span
                          title={t('attempts.previewHint')}
                          className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 align-middle text-xs font-medium text-slate-700 ring-1 ring-slate-300"
                        >
                          {t('attempts.preview')}
                          <span className="sr-only">: {t('attempts.previewHint')}</span>
                        </span>
                      )}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    {status(r)} · {t('attempts.startedAt')}: {formatDateTime(r.started_at)}
                    {r.score !== null && ` · ${t('attempts.score')}: ${formatScore(r.score)}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {r.user_id === user.id && r.status === 'started' && (
                    <Button variant="secondary" onClick={() => void start()}>
                      {t('attempts.continue')}
                    </Button>
                  )}
                  {r.status === 'finished' && (r.user_id === user.id || staff) && (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        staff
                          ? navigate(`${answersPath(disciplineId, itemId)}?attempt=${r.id}`, {
                              state: { fromQuiz: true } satisfies QuizNavState,
                            })
                          : navigate(feedbackPath(disciplineId, itemId, r.id), { state: { from: here } satisfies QuizNavState })
                      }
                    >
                      {staff && r.pending > 0 && can(user.type, 'attempts:grade') ? t('attempts.grade') : t('attempts.view')}
                    </Button>
                  )}
                  {can(user.type, 'attempts:delete') && (
                    <Button variant="danger" onClick={() => setToDelete(r)}>
                      {t('attempts.delete')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={attempts.meta} hrefFor={(p) => (p > 1 ? `${pathname}?page=${p}` : pathname)} />
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('attempts.deleteTitle')}
        message={t('attempts.deleteBody', { name: toDelete?.name ?? '' })}
        confirmLabel={t('attempts.delete')}
        cancelLabel={t('app.cancel')}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** Why the start button is off, in words (the lock, the missing questions, the used attempts). */
function StartReason({ block, quiz }: { block: NonNullable<StartBlock>; quiz: MaterialItem }) {
  const { t } = useTranslation();
  const from = quiz.settings?.available_from;
  const until = quiz.settings?.available_until;
  switch (block) {
    case 'password':
      return <>{t('messages.materialItemLocked')}</>;
    case 'not_yet_available':
      return <>{from ? t('materials.viewer.opensAt', { date: formatDateTime(from) }) : t('messages.materialItemUnavailable')}</>;
    case 'closed':
      return (
        <>{until ? t('messages.attemptQuizClosed', { date: formatDateTime(until) }) : t('messages.materialItemUnavailable')}</>
      );
    case 'no_questions':
      return <>{t('messages.attemptNoQuestions')}</>;
    case 'limit_reached':
      return <>{t('messages.attemptLimitReached')}</>;
  }
}
