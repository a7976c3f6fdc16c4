import { randomUUID } from 'node:crypto';
import { Prisma } from '@trilha/db';
import type { TenantTx } from '../../deps.ts';
import type { FileStorage } from '@trilha/storage';

/** The raw-SQL part of a Prisma client or transaction: all the deep copy needs. */
export type SqlClient = Pick<TenantTx, '$queryRaw' | '$executeRaw'>;

export type DeepCopySource = { companyId: number; disciplineId: number };
export type DeepCopyTarget = { companyId: number; ownerId: number | null; name: string };
export type DeepCopyResult = {
  disciplineId: number;
  /** Storage keys written for the copied files: the caller deletes them if its transaction fails after this returns. */
  copiedKeys: string[];
};

/** `private/c<company>/<kind>/<uuid>.<ext>` → kind and extension; anything else keeps the kind `files`. */
function keyParts(key: string): { kind: string; ext: string } {
  const parts = key.split('/');
  const kind = parts[0] === 'private' && parts.length >= 4 ? parts[2]! : 'files';
  const name = parts[parts.length - 1]!;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
  return { kind, ext };
}

/** old id → new id, as two parallel arrays that `unnest` turns back into a join table. */
type IdMap = { old: number[]; new: number[] };
const mapOf = (rows: { old_id: number; new_id: number }[]): IdMap => ({
  old: rows.map((r) => r.old_id),
  new: rows.map((r) => r.new_id),
});
const mapSql = (m: IdMap, alias: string) =>
  Prisma.sql`unnest(${m.old}::int[], ${m.new}::int[]) AS ${Prisma.raw(alias)}(old_id, new_id)`;

/**
 * Deep copy of a discipline into a new discipline (type own, owned by `target.ownerId`, named
 * `target.name`): its topics, materials, material items with their settings and quiz question
 * links, and every file those items use (each File row AND its stored object, copied to a new key
 * `private/c<target company>/<same kind>/<uuid>.<ext>`). Soft-deleted content is left behind, as
 * are enrolments, progress, attempts, submissions, grades and reviews: the copy starts unused.
 * SCORM items keep only their package (.zip File); the extracted contents are a cache rebuilt
 * from the zip by the SCORM code.
 *
 * Set-based: one INSERT … SELECT per table, new ids drawn from each table's sequence in the same
 * statement and handed to the next level as (old, new) arrays; only the objects in storage are
 * copied one by one (streamed, never buffered whole).
 *
 * `db` must be a transaction (deps.db.$transaction or, across tenants, a transaction of a client
 * that reaches both companies' rows): a failure then leaves no row behind; the objects already
 * copied are deleted here when this function fails, and returned in `copiedKeys` so the caller
 * removes them if its transaction fails later.
 *
 * Across tenants (a supplier's discipline copied into a consumer, `source.companyId !==
 * target.companyId`): the linked quiz questions and their options are copied into the target
 * company too (a link may not point into another tenant), attached to the new discipline and the
 * copied topics; tags are company vocabulary and are not carried over. Within a tenant the copy
 * keeps its tags and links the same questions of the question bank.
 */
export async function deepCopyDiscipline(
  db: SqlClient,
  storage: FileStorage,
  source: DeepCopySource,
  target: DeepCopyTarget,
): Promise<DeepCopyResult> {
  const sc = source.companyId;
  const tc = target.companyId;
  const sd = source.disciplineId;

  const [created] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO disciplines (company_id, name, description, visible, type, consumer_id, owner_id, image, updated_at)
    SELECT ${tc}, ${target.name}, d.description, d.visible, 'own', NULL, ${target.ownerId}, d.image, now()
      FROM disciplines d
     WHERE d.company_id = ${sc} AND d.id = ${sd} AND d.deleted_at IS NULL
    RETURNING id`;
  if (!created) throw new Error(`deepCopyDiscipline: discipline ${sd} of company ${sc} not found`);
  const nd = created.id;

  if (sc === tc) {
    await db.$executeRaw`
      INSERT INTO discipline_tag_links (company_id, discipline_id, discipline_tag_id)
      SELECT ${tc}, ${nd}, l.discipline_tag_id FROM discipline_tag_links l
       WHERE l.company_id = ${sc} AND l.discipline_id = ${sd}`;
  }

  const topics = mapOf(
    await db.$queryRaw<{ old_id: number; new_id: number }[]>`
      WITH src AS MATERIALIZED (
        SELECT t.*, nextval(pg_get_serial_sequence('discipline_topics', 'id'))::int AS new_id
          FROM discipline_topics t
         WHERE t.company_id = ${sc} AND t.discipline_id = ${sd} AND t.deleted_at IS NULL),
      ins AS (
        INSERT INTO discipline_topics (id, company_id, discipline_id, title, description, position, generated_by_ai, updated_at)
        SELECT new_id, ${tc}, ${nd}, title, description, position, generated_by_ai, now() FROM src)
      SELECT id AS old_id, new_id FROM src`,
  );

  const materials = mapOf(
    await db.$queryRaw<{ old_id: number; new_id: number }[]>`
      WITH src AS MATERIALIZED (
        SELECT m.*, nextval(pg_get_serial_sequence('materials', 'id'))::int AS new_id
          FROM materials m
         WHERE m.company_id = ${sc} AND m.discipline_id = ${sd} AND m.deleted_at IS NULL),
      ins AS (
        INSERT INTO materials (id, company_id, discipline_id, name, color, image, position, updated_at)
        SELECT new_id, ${tc}, ${nd}, name, color, image, position, now() FROM src)
      SELECT id AS old_id, new_id FROM src`,
  );

  // The files the live items use (the item's file and its narration), each once.
  const sourceFiles = await db.$queryRaw<{ id: number; storage_key: string; mime_type: string }[]>`
    SELECT f.id, f.storage_key, f.mime_type FROM files f
     WHERE f.company_id = ${sc} AND f.deleted_at IS NULL AND f.id IN (
       SELECT x.fid FROM material_items i
        JOIN materials m ON m.company_id = ${sc} AND m.id = i.material_id AND m.deleted_at IS NULL
        CROSS JOIN LATERAL (VALUES (i.file_id), (i.audio_file_id)) AS x(fid)
       WHERE i.company_id = ${sc} AND i.discipline_id = ${sd} AND i.deleted_at IS NULL AND x.fid IS NOT NULL)
     ORDER BY f.id`;
  const copiedKeys: string[] = [];
  try {
    const copies: { old: number[]; key: string[] } = { old: [], key: [] };
    for (const f of sourceFiles) {
      const object = await storage.open(f.storage_key);
      // A row whose object is gone (a failed upload's leftover) is not copied: the item keeps no file.
      if (!object) continue;
      const { kind, ext } = keyParts(f.storage_key);
      const key = `private/c${tc}/${kind}/${randomUUID()}.${ext}`;
      await storage.put(key, object.body, f.mime_type);
      copiedKeys.push(key);
      copies.old.push(f.id);
      copies.key.push(key);
    }
    const files = mapOf(
      await db.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT f.*, c.new_key, nextval(pg_get_serial_sequence('files', 'id'))::int AS new_id
            FROM unnest(${copies.old}::int[], ${copies.key}::text[]) AS c(old_id, new_key)
            JOIN files f ON f.company_id = ${sc} AND f.id = c.old_id),
        ins AS (
          INSERT INTO files (id, company_id, uploader_id, storage_key, original_name, mime_type, size, checksum)
          SELECT new_id, ${tc}, ${sc === tc ? Prisma.sql`uploader_id` : Prisma.sql`NULL::int`}, new_key, original_name, mime_type, size, checksum FROM src)
        SELECT id AS old_id, new_id FROM src`,
    );

    const items = mapOf(
      await db.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT i.*, mm.new_id AS new_material_id, nextval(pg_get_serial_sequence('material_items', 'id'))::int AS new_id
            FROM material_items i
            JOIN ${mapSql(materials, 'mm')} ON mm.old_id = i.material_id
           WHERE i.company_id = ${sc} AND i.discipline_id = ${sd} AND i.deleted_at IS NULL),
        ins AS (
          INSERT INTO material_items (id, company_id, material_id, discipline_id, title, type, file_type, description, url,
                                      iframe_code, color, image, file_id, audio_file_id, scorm_entry_point, password_hash,
                                      visible, position, updated_at)
          SELECT s.new_id, ${tc}, s.new_material_id, ${nd}, s.title, s.type, s.file_type, s.description, s.url,
                 s.iframe_code, s.color, s.image, ff.new_id, fa.new_id, s.scorm_entry_point, s.password_hash,
                 s.visible, s.position, now()
            FROM src s
            LEFT JOIN ${mapSql(files, 'ff')} ON ff.old_id = s.file_id
            LEFT JOIN ${mapSql(files, 'fa')} ON fa.old_id = s.audio_file_id)
        SELECT id AS old_id, new_id FROM src`,
    );

    await db.$executeRaw`
      INSERT INTO material_item_settings (company_id, material_item_id, max_attempts, time_limit_minutes, passing_grade, weight,
                                          allow_feedback, show_correct_answers, shuffle_questions, shuffle_options,
                                          available_from, available_until, due_at, extra, updated_at)
      SELECT ${tc}, im.new_id, s.max_attempts, s.time_limit_minutes, s.passing_grade, s.weight,
             s.allow_feedback, s.show_correct_answers, s.shuffle_questions, s.shuffle_options,
             s.available_from, s.available_until, s.due_at, s.extra, now()
        FROM material_item_settings s
        JOIN ${mapSql(items, 'im')} ON im.old_id = s.material_item_id
       WHERE s.company_id = ${sc}`;

    if (sc === tc) {
      await db.$executeRaw`
        INSERT INTO material_item_questions (company_id, material_item_id, question_id, position)
        SELECT ${tc}, im.new_id, q.question_id, q.position
          FROM material_item_questions q
          JOIN ${mapSql(items, 'im')} ON im.old_id = q.material_item_id
         WHERE q.company_id = ${sc}`;
    } else {
      await copyLinkedQuestions(db, sc, tc, nd, items, topics);
    }
  } catch (e) {
    await Promise.allSettled(copiedKeys.map((k) => storage.delete(k)));
    throw e;
  }
  return { disciplineId: nd, copiedKeys };
}

/** Across tenants: the questions the copied quiz items link to, with their options, become the target's. */
async function copyLinkedQuestions(db: SqlClient, sc: number, tc: number, nd: number, items: IdMap, topics: IdMap) {
  const questions = mapOf(
    await db.$queryRaw<{ old_id: number; new_id: number }[]>`
      WITH src AS MATERIALIZED (
        SELECT q.*, nextval(pg_get_serial_sequence('questions', 'id'))::int AS new_id
          FROM questions q
         WHERE q.company_id = ${sc} AND q.id IN (
           SELECT l.question_id FROM material_item_questions l
             JOIN ${mapSql(items, 'im')} ON im.old_id = l.material_item_id
            WHERE l.company_id = ${sc})),
      ins AS (
        INSERT INTO questions (id, company_id, discipline_id, topic_id, author_id, title, text, image, type, answer, generated_by_ai, updated_at)
        SELECT s.new_id, ${tc}, ${nd}, tm.new_id, NULL, s.title, s.text, s.image, s.type, s.answer, s.generated_by_ai, now()
          FROM src s LEFT JOIN ${mapSql(topics, 'tm')} ON tm.old_id = s.topic_id)
      SELECT id AS old_id, new_id FROM src`,
  );
  await db.$executeRaw`
    INSERT INTO question_options (company_id, question_id, text, image, correct_answer, position, updated_at)
    SELECT ${tc}, qm.new_id, o.text, o.image, o.correct_answer, o.position, now()
      FROM question_options o JOIN ${mapSql(questions, 'qm')} ON qm.old_id = o.question_id
     WHERE o.company_id = ${sc}`;
  await db.$executeRaw`
    INSERT INTO material_item_questions (company_id, material_item_id, question_id, position)
    SELECT ${tc}, im.new_id, qm.new_id, l.position
      FROM material_item_questions l
      JOIN ${mapSql(items, 'im')} ON im.old_id = l.material_item_id
      JOIN ${mapSql(questions, 'qm')} ON qm.old_id = l.question_id
     WHERE l.company_id = ${sc}`;
}
