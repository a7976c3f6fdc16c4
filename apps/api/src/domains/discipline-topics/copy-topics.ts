import type { DisciplineCopyStep } from '../../kit/discipline-copy.ts';
import { idMapOf } from '../../kit/discipline-copy.ts';

/** A discipline's deep copy: its live topics, with new ids drawn in the same statement (`discipline_topics` map). */
export const copyTopics: DisciplineCopyStep = {
  name: 'discipline-topics',
  gives: ['discipline_topics'],
  async run({ tx, from, to, ids }) {
    const rows = await tx.$queryRaw<{ old_id: number; new_id: number }[]>`
      WITH src AS MATERIALIZED (
        SELECT t.*, nextval(pg_get_serial_sequence('discipline_topics', 'id'))::int AS new_id
          FROM discipline_topics t
         WHERE t.company_id = ${from.companyId} AND t.discipline_id = ${from.disciplineId} AND t.deleted_at IS NULL),
      ins AS (
        INSERT INTO discipline_topics (id, company_id, discipline_id, title, description, position, generated_by_ai, updated_at)
        SELECT new_id, ${to.companyId}, ${to.disciplineId}, title, description, position, generated_by_ai, now() FROM src)
      SELECT id AS old_id, new_id FROM src`;
    ids.set('discipline_topics', idMapOf(rows));
  },
};
