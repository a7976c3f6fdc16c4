import type { Question, QuestionFeedback, QuestionOption } from '@trilha/shared/questions';
import type { Prisma } from '@trilha/db';
import { fromDbQuestionType } from '@trilha/shared/questions';

/** What every read of a question loads: its options in order, feedbacks, and the quiz items it is in. */
export const questionSelect = {
  id: true,
  title: true,
  text: true,
  type: true,
  image: true,
  answer: true,
  disciplineId: true,
  topicId: true,
  authorId: true,
  createdAt: true,
  updatedAt: true,
  options: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  feedbacks: { orderBy: { id: 'asc' } },
  // Only live items count as links (a deleted item's rows go with it: onDelete Cascade).
  materialItems: { select: { materialItemId: true }, orderBy: { materialItemId: 'asc' } },
} satisfies Prisma.QuestionSelect;

type OptionRow = { id: number; questionId: number; text: string; image: string | null; correctAnswer: boolean; position: number };
type FeedbackRow = { id: number; questionId: number; text: string; image: string | null };
type QuestionRow = {
  id: number;
  title: string;
  text: string;
  type: 'descriptive' | 'choice' | 'true_or_false';
  image: string | null;
  answer: string | null;
  disciplineId: number | null;
  topicId: number | null;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  options: OptionRow[];
  feedbacks: FeedbackRow[];
  materialItems: { materialItemId: number }[];
};

export const presentOption = (o: OptionRow): QuestionOption => ({
  id: o.id,
  quiz_id: o.questionId,
  text: o.text,
  image: o.image,
  correct_answer: o.correctAnswer,
  position: o.position,
});
export const presentFeedback = (f: FeedbackRow): QuestionFeedback => ({
  id: f.id,
  quiz_id: f.questionId,
  text: f.text,
  image: f.image,
});

export const presentQuestion = (q: QuestionRow): Question => ({
  id: q.id,
  title: q.title,
  text: q.text,
  type: fromDbQuestionType(q.type),
  image: q.image,
  answer: q.answer,
  discipline_id: q.disciplineId,
  topic_id: q.topicId,
  author_id: q.authorId,
  created_at: q.createdAt.toISOString(),
  updated_at: q.updatedAt.toISOString(),
  options: q.options.map(presentOption),
  feedbacks: q.feedbacks.map(presentFeedback),
  linked: q.materialItems.length > 0,
  material_items_ids: q.materialItems.map((m) => m.materialItemId),
});
