import { Prisma } from '@trilha/db';
import { appError } from '../../kit/errors.ts';
import { defineItemKind, itemDoneOn } from '../../kit/item-kinds.ts';
import { idMapSql } from '../../kit/discipline-copy.ts';

/**
 * A quiz (docs/assessment.md "Quizzes and attempts"): an ordered list of the company's bank
 * questions (`quizzes_ids`, at least one), kept in material_item_questions and copied with the
 * item. It is done for a learner when they finish an attempt; a staff member's preview is not.
 */
export const quizItemKind = defineItemKind({
  type: 'quiz',
  async validate({ tx, input, creating }) {
    if (input.quizzes_ids === undefined) {
      if (creating) throw appError('MATERIAL_ITEM_QUIZ_REQUIRED');
      return {};
    }
    const ids = [...new Set(input.quizzes_ids)];
    if (ids.length === 0) throw appError('MATERIAL_ITEM_QUIZ_REQUIRED');
    const found = await tx.question.count({ where: { id: { in: ids }, deletedAt: null } });
    if (found !== ids.length) throw appError('MATERIAL_ITEM_QUESTIONS_INVALID');
    return {
      async save(tx, { companyId, materialItemId }) {
        if (!creating) await tx.materialItemQuestion.deleteMany({ where: { materialItemId } });
        await tx.materialItemQuestion.createMany({
          data: ids.map((questionId, position) => ({ companyId, materialItemId, questionId, position })),
        });
      },
    };
  },
  progress: {
    doneOn: itemDoneOn('attempt.finished', (p) => ({
      userId: p.user_id,
      materialItemId: p.material_item_id,
      materialId: p.material_id,
      disciplineId: p.discipline_id,
      at: new Date(p.finished_at),
      preview: p.preview,
    })),
  },
  // Across companies the linked questions were copied into the target (questions' step): the
  // links point at those copies. Within one company the copy links the same bank questions.
  copyNeeds: ['questions'],
  async copyMany(tx, { from, to, items, ids }) {
    const questions = ids.get('questions');
    await tx.$executeRaw`
      INSERT INTO material_item_questions (company_id, material_item_id, question_id, position)
      SELECT ${to}, im.new_id, ${questions ? Prisma.sql`qm.new_id` : Prisma.sql`l.question_id`}, l.position
        FROM material_item_questions l
        JOIN ${idMapSql(items, 'im')} ON im.old_id = l.material_item_id
        ${questions ? Prisma.sql`JOIN ${idMapSql(questions, 'qm')} ON qm.old_id = l.question_id` : Prisma.empty}
       WHERE l.company_id = ${from}`;
  },
});
