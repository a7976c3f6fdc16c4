// The quiz screens' data, loaded before they show (docs/web-client.md "Loading data"): each runs
// inside guardLoader, so a failed load while moving between screens cancels the navigation with
// the toast 'Ocorreu um erro ao acessar a página, tente novamente!' (000 §2) instead of an inline
// error. A quiz the user may not reach (the API's 404) is Not Found, as on Discipline Material.
import { redirect, type LoaderFunctionArgs, type Params } from 'react-router';
import { queryClient } from '../../app/query-client.ts';
import { ApiError } from '../../lib/api.ts';
import { attemptQuery, itemAttemptsQuery, quizItemQuery } from './api.ts';
import { quizPath } from './paths.ts';

const positive = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** ?page= of the Questionnaire's attempts (1 when absent or wrong). */
export const pageOf = (search: string) => positive(new URLSearchParams(search).get('page')) || 1;
/** ?attempt= of Questionnaire Answers: the attempt shown (null: the newest finished). */
export const selectedAttemptOf = (search: string) => positive(new URLSearchParams(search).get('attempt')) || null;

function quizIds(params: Params) {
  const disciplineId = positive(params.id);
  const itemId = positive(params.materialItemId);
  if (!disciplineId || !itemId) throw redirect('/not-found');
  return { disciplineId, itemId, attemptId: positive(params.attemptId) };
}

/** The quiz item, checked to be a quiz of the discipline in the path; anything else is Not Found. */
async function loadQuiz(disciplineId: number, itemId: number) {
  try {
    const item = await queryClient.ensureQueryData(quizItemQuery(itemId));
    if (item.type !== 'quiz' || item.discipline_id !== disciplineId) throw redirect('/not-found');
    return item;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect('/not-found');
    throw e;
  }
}

/** Questionnaire: the item and the page of attempts in the URL (?page=). */
export async function questionnaireLoader({ params, request }: LoaderFunctionArgs) {
  const { disciplineId, itemId } = quizIds(params);
  await Promise.all([
    loadQuiz(disciplineId, itemId),
    queryClient.ensureQueryData(itemAttemptsQuery(itemId, pageOf(new URL(request.url).search))),
  ]);
  return null;
}

/** Attempt and Feedback: the attempt; one the user may not see (404) goes back to the Questionnaire. */
export async function attemptLoader({ params }: LoaderFunctionArgs) {
  const { disciplineId, itemId, attemptId } = quizIds(params);
  if (!attemptId) throw redirect(quizPath(disciplineId, itemId));
  try {
    // Always fresh: answers and the correction change on the server (another tab, the grader).
    await queryClient.fetchQuery({ ...attemptQuery(attemptId), staleTime: 0 });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw redirect(quizPath(disciplineId, itemId));
    throw e;
  }
  return null;
}

/** Answers: the item, the first page of attempts and the chosen one (?attempt=, else the newest finished). */
export async function answersLoader({ params, request }: LoaderFunctionArgs) {
  const { disciplineId, itemId } = quizIds(params);
  const [, list] = await Promise.all([loadQuiz(disciplineId, itemId), queryClient.ensureQueryData(itemAttemptsQuery(itemId, 1))]);
  const chosen = selectedAttemptOf(new URL(request.url).search) ?? list.data.find((r) => r.status === 'finished')?.id ?? null;
  if (chosen) {
    try {
      await queryClient.ensureQueryData(attemptQuery(chosen));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) throw redirect(quizPath(disciplineId, itemId));
      throw e;
    }
  }
  return null;
}
