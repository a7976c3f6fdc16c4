import { useState } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { queryOptions, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, FileQuestion, Pencil, Plus } from 'lucide-react';
import { PAGE_SIZE, UI, can } from '@trilha/shared/kernel';
import { type Question } from '@trilha/shared/questions';
import { queryClient } from '../../app/query-client.ts';
import { useTenant } from '../../app/tenant.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { useRequiredSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { PageHeader } from '../../shell/PageHeader.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { disciplineQuery, topicsQuery } from '../materials/public.ts';
import { fetchQuestions } from './api.ts';
import { QuestionCard } from './QuestionCard.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import { messageText } from '../../i18n/index.ts';

const firstPageQuery = (disciplineId: number) =>
  queryOptions({
    queryKey: ['questions', 'discipline', disciplineId] as const,
    queryFn: ({ signal }) =>
      fetchQuestions({ discipline_id: disciplineId, page: 1, per_page: PAGE_SIZE.quizzes, sort: 'newest' }, signal),
  });

// A bad id is the API's to refuse (the route's error page shows its answer), as on Discipline Material.
const idOf = (params: { id?: string }) => Number(params.id);

export async function quizzesLoader({ params }: LoaderFunctionArgs) {
  const id = idOf(params);
  await Promise.all([
    queryClient.ensureQueryData(disciplineQuery(id)),
    queryClient.ensureQueryData(firstPageQuery(id)),
    queryClient.prefetchQuery(topicsQuery(id, 1)),
  ]);
  return null;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Quizzes (/quizzes/{id}, 000 §2): one discipline's question bank in the tenant's company. Topics
 * 5 a page; questions 30 a page, newest id first, each further page APPENDED by "load more",
 * whose spinner shows for UI.loadMoreSpinnerMs; an empty page says all questions were shown
 * and loading stops.
 */
export function QuizzesPage() {
  const { t } = useTranslation();
  const id = idOf(useParams());
  const tenant = useTenant();
  const user = useRequiredSession().user;
  const manage = can(user.type, 'questions:manage');
  const qc = useQueryClient();
  const discipline = useSuspenseQuery(disciplineQuery(id)).data;
  const first = useSuspenseQuery(firstPageQuery(id)).data;
  const [topicPage, setTopicPage] = useState(1);
  const topics = useQuery(topicsQuery(id, topicPage));
  const [more, setMore] = useState<Question[]>([]);
  const [nextPage, setNextPage] = useState(2);
  const [exhausted, setExhausted] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [editing, setEditing] = useState<{ question: Question | null } | null>(null);

  // Later pages are appended below the first; a question shown twice (a new one pushed the pages) once.
  const seen = new Set(first.data.map((q) => q.id));
  const questions = [...first.data, ...more.filter((q) => !seen.has(q.id))];

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const [page] = await Promise.all([
        fetchQuestions({ discipline_id: id, page: nextPage, per_page: PAGE_SIZE.quizzes, sort: 'newest' }),
        wait(UI.loadMoreSpinnerMs),
      ]);
      if (page.data.length === 0) {
        setExhausted(true);
        notify.error(messageText('questionsAllShown'));
      } else {
        setMore((m) => [...m, ...page.data]);
        setNextPage((p) => p + 1);
      }
    } catch (e) {
      notify.error(serverDetail(e));
    } finally {
      setLoadingMore(false);
    }
  };

  const saved = async () => {
    // The bank changed: start again from the first page.
    setMore([]);
    setNextPage(2);
    setExhausted(false);
    await qc.invalidateQueries({ queryKey: ['questions'] });
  };

  const topicMeta = topics.data?.meta;
  return (
    <>
      <PageHeader
        eyebrow={tenant.name}
        title={t('questions.bankHeading')}
        subtitle={t('questions.bankSubtitle', { name: discipline.name, company: tenant.name })}
        actions={
          <div className="flex flex-wrap gap-3">
            <LinkButton to={`/questions/management?discipline_id=${id}`} variant="secondary">
              {t('questions.quizzes.manage')}
            </LinkButton>
            {manage && (
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setEditing({ question: null })}>
                {t('questions.create')}
              </Button>
            )}
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <section aria-labelledby="quiz-topics" className="h-fit rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="quiz-topics" className="font-semibold text-slate-900">
            {t('questions.quizzes.topics')}
          </h2>
          {topics.data && topics.data.data.length === 0 && (
            <p className="mt-2 text-sm text-slate-600">{t('questions.quizzes.noTopics')}</p>
          )}
          <ul className="mt-2 space-y-1 text-sm text-slate-700" aria-busy={topics.isFetching || undefined}>
            {topics.data?.data.map((topic) => (
              <li key={topic.id} className="rounded-lg bg-slate-50 px-3 py-2">
                {topic.title}
              </li>
            ))}
          </ul>
          {topicMeta && topicMeta.last_page > 1 && (
            <div className="mt-3 flex items-center justify-between">
              <IconButton
                label={t('questions.quizzes.previousTopics')}
                disabled={topicPage <= 1}
                onClick={() => setTopicPage((p) => p - 1)}
              >
                <ChevronLeft aria-hidden />
              </IconButton>
              <span className="text-sm text-slate-600">
                {t('questions.quizzes.topicsPage', { page: String(topicPage), last: String(topicMeta.last_page) })}
              </span>
              <IconButton
                label={t('questions.quizzes.nextTopics')}
                disabled={topicPage >= topicMeta.last_page}
                onClick={() => setTopicPage((p) => p + 1)}
              >
                <ChevronRight aria-hidden />
              </IconButton>
            </div>
          )}
        </section>
        <section aria-labelledby="quiz-questions">
          <h2 id="quiz-questions" className="sr-only">
            {t('questions.quizzes.questions')}
          </h2>
          <p role="status" className="mb-4 text-sm font-medium text-slate-600">
            {t('questions.count', { count: first.meta.total })}
          </p>
          {questions.length === 0 ? (
            <EmptyState icon={<FileQuestion className="size-7" aria-hidden />} title={t('questions.quizzes.empty')} />
          ) : (
            <ul className="space-y-3">
              {questions.map((q) => (
                <li key={q.id}>
                  <QuestionCard
                    question={q}
                    actions={
                      manage && (
                        <IconButton label={t('questions.edit', { title: q.title })} onClick={() => setEditing({ question: q })}>
                          <Pencil aria-hidden />
                        </IconButton>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {questions.length > 0 && !exhausted && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
                {loadingMore ? t('questions.quizzes.loadingMore') : t('questions.quizzes.loadMore')}
              </Button>
            </div>
          )}
        </section>
      </div>
      {editing && <QuestionForm question={editing.question} disciplineId={id} onClose={() => setEditing(null)} onSaved={saved} />}
    </>
  );
}
