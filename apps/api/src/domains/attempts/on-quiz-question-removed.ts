import { defineSubscriber } from '../../events/subscriber.ts';

/**
 * A question taken out of a quiz item (the questions domain's route): the quiz kind's link goes, in
 * the same transaction (the route answers with the item's remaining questions).
 */
export const dropQuizQuestionLink = defineSubscriber({
  name: 'attempts.drop-quiz-question-link',
  event: 'quiz-question.removed',
  phase: 'transaction',
  async handle({ tx, event }) {
    const p = event.payload;
    await tx.materialItemQuestion.delete({
      where: {
        companyId_materialItemId_questionId: {
          companyId: event.companyId,
          materialItemId: p.material_item_id,
          questionId: p.question_id,
        },
      },
    });
  },
});
