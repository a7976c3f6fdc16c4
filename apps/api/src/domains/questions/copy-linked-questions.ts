import { idMapOf, idMapSql, type DisciplineCopyStep } from '../../kit/discipline-copy.ts';

/**
 * A discipline's deep copy across companies (a supplier's course into a consumer): the questions
 * the copied quiz items link to, with their options, become the target's (a link may not point into
 * another tenant), attached to the new discipline and the copied topics (`questions` map, which the
 * quiz kind's copy follows). Within one company nothing is copied: the copy links the same bank
 * questions.
 */
export const copyLinkedQuestions: DisciplineCopyStep = {
  name: 'questions',
  needs: ['material_items', 'discipline_topics'],
  gives: ['questions'],
  async run({ tx, from, to, ids }) {
    if (from.companyId === to.companyId) return;
    const sc = from.companyId;
    const tc = to.companyId;
    const items = ids.get('material_items')!;
    const topics = ids.get('discipline_topics')!;
    const questions = idMapOf(
      await tx.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT q.*, nextval(pg_get_serial_sequence('questions', 'id'))::int AS new_id
            FROM questions q
           WHERE q.company_id = ${sc} AND q.id IN (
             SELECT l.question_id FROM material_item_questions l
               JOIN ${idMapSql(items, 'im')} ON im.old_id = l.material_item_id
              WHERE l.company_id = ${sc})),
        ins AS (
          INSERT INTO questions (id, company_id, discipline_id, topic_id, author_id, title, text, image, type, answer, generated_by_ai, updated_at)
          SELECT s.new_id, ${tc}, ${to.disciplineId}, tm.new_id, NULL, s.title, s.text, s.image, s.type, s.answer, s.generated_by_ai, now()
            FROM src s LEFT JOIN ${idMapSql(topics, 'tm')} ON tm.old_id = s.topic_id)
        SELECT id AS old_id, new_id FROM src`,
    );
    await tx.$executeRaw`
      INSERT INTO question_options (company_id, question_id, text, image, correct_answer, position, updated_at)
      SELECT ${tc}, qm.new_id, o.text, o.image, o.correct_answer, o.position, now()
        FROM question_options o JOIN ${idMapSql(questions, 'qm')} ON qm.old_id = o.question_id
       WHERE o.company_id = ${sc}`;
    ids.set('questions', questions);
  },
};
