import { useParams } from 'react-router';

/** The ids of a quiz route (/discipline/{id}/materials/{materialItemId}/quiz/...). */
export function useQuizParams() {
  const p = useParams();
  const n = (v: string | undefined) => {
    const x = Number(v);
    return Number.isInteger(x) && x > 0 ? x : 0;
  };
  return { disciplineId: n(p.id), itemId: n(p.materialItemId), attemptId: n(p.attemptId) };
}

export const quizPath = (disciplineId: number, itemId: number) => `/discipline/${disciplineId}/materials/${itemId}/quiz`;
export const attemptPath = (d: number, i: number, a: number) => `${quizPath(d, i)}/attempt/${a}`;
export const feedbackPath = (d: number, i: number, a: number) => `${attemptPath(d, i, a)}/feedback`;
export const answersPath = (d: number, i: number) => `${quizPath(d, i)}/answers`;

/** Router state of the internal screens: they are reached from the Questionnaire, never typed in. */
export type QuizNavState = { fromQuiz?: boolean; from?: string };
