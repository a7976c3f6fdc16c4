import { randomUUID } from 'node:crypto';
import { Prisma } from '@trilha/db';
import { idMapOf, idMapSql, type DisciplineCopyStep } from '../../kit/discipline-copy.ts';

/** `private/c<company>/<kind>/<uuid>.<ext>` → kind and extension; anything else keeps the kind `files`. */
function keyParts(key: string): { kind: string; ext: string } {
  const parts = key.split('/');
  const kind = parts[0] === 'private' && parts.length >= 4 ? parts[2]! : 'files';
  const name = parts[parts.length - 1]!;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : 'bin';
  return { kind, ext };
}

/**
 * A discipline's deep copy: its live materials, their live items with their settings, and every
 * file those items use (each File row AND its stored object, copied to a new key
 * `private/c<target company>/<same kind>/<uuid>.<ext>`, streamed, never buffered whole). Leaves
 * the `materials`, `files` and `material_items` maps; each item kind's `copyMany` copies its own
 * rows of the items afterwards. SCORM items keep only their package (.zip File): the extracted
 * contents are a cache rebuilt from the zip by the SCORM code.
 */
export const copyDisciplineContent: DisciplineCopyStep = {
  name: 'materials',
  gives: ['materials', 'files', 'material_items'],
  async run({ tx, storage, from, to, ids, copiedKeys }) {
    const sc = from.companyId;
    const sd = from.disciplineId;
    const tc = to.companyId;
    const materials = idMapOf(
      await tx.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT m.*, nextval(pg_get_serial_sequence('materials', 'id'))::int AS new_id
            FROM materials m
           WHERE m.company_id = ${sc} AND m.discipline_id = ${sd} AND m.deleted_at IS NULL),
        ins AS (
          INSERT INTO materials (id, company_id, discipline_id, name, color, image, position, updated_at)
          SELECT new_id, ${tc}, ${to.disciplineId}, name, color, image, position, now() FROM src)
        SELECT id AS old_id, new_id FROM src`,
    );
    ids.set('materials', materials);

    // The files the live items use (the item's file and its narration), each once.
    const sourceFiles = await tx.$queryRaw<{ id: number; storage_key: string; mime_type: string }[]>`
      SELECT f.id, f.storage_key, f.mime_type FROM files f
       WHERE f.company_id = ${sc} AND f.deleted_at IS NULL AND f.id IN (
         SELECT x.fid FROM material_items i
          JOIN materials m ON m.company_id = ${sc} AND m.id = i.material_id AND m.deleted_at IS NULL
          CROSS JOIN LATERAL (VALUES (i.file_id), (i.audio_file_id)) AS x(fid)
         WHERE i.company_id = ${sc} AND i.discipline_id = ${sd} AND i.deleted_at IS NULL AND x.fid IS NOT NULL)
       ORDER BY f.id`;
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
    const files = idMapOf(
      await tx.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT f.*, c.new_key, nextval(pg_get_serial_sequence('files', 'id'))::int AS new_id
            FROM unnest(${copies.old}::int[], ${copies.key}::text[]) AS c(old_id, new_key)
            JOIN files f ON f.company_id = ${sc} AND f.id = c.old_id),
        ins AS (
          INSERT INTO files (id, company_id, uploader_id, storage_key, original_name, mime_type, size, checksum)
          SELECT new_id, ${tc}, ${sc === tc ? Prisma.sql`uploader_id` : Prisma.sql`NULL::int`}, new_key, original_name, mime_type, size, checksum FROM src)
        SELECT id AS old_id, new_id FROM src`,
    );
    ids.set('files', files);

    const items = idMapOf(
      await tx.$queryRaw<{ old_id: number; new_id: number }[]>`
        WITH src AS MATERIALIZED (
          SELECT i.*, mm.new_id AS new_material_id, nextval(pg_get_serial_sequence('material_items', 'id'))::int AS new_id
            FROM material_items i
            JOIN ${idMapSql(materials, 'mm')} ON mm.old_id = i.material_id
           WHERE i.company_id = ${sc} AND i.discipline_id = ${sd} AND i.deleted_at IS NULL),
        ins AS (
          INSERT INTO material_items (id, company_id, material_id, discipline_id, title, type, file_type, description, url,
                                      iframe_code, color, image, file_id, audio_file_id, scorm_entry_point, password_hash,
                                      visible, position, updated_at)
          SELECT s.new_id, ${tc}, s.new_material_id, ${to.disciplineId}, s.title, s.type, s.file_type, s.description, s.url,
                 s.iframe_code, s.color, s.image, ff.new_id, fa.new_id, s.scorm_entry_point, s.password_hash,
                 s.visible, s.position, now()
            FROM src s
            LEFT JOIN ${idMapSql(files, 'ff')} ON ff.old_id = s.file_id
            LEFT JOIN ${idMapSql(files, 'fa')} ON fa.old_id = s.audio_file_id)
        SELECT id AS old_id, new_id FROM src`,
    );
    ids.set('material_items', items);

    await tx.$executeRaw`
      INSERT INTO material_item_settings (company_id, material_item_id, max_attempts, time_limit_minutes, passing_grade, weight,
                                          allow_feedback, show_correct_answers, shuffle_questions, shuffle_options,
                                          available_from, available_until, due_at, extra, updated_at)
      SELECT ${tc}, im.new_id, s.max_attempts, s.time_limit_minutes, s.passing_grade, s.weight,
             s.allow_feedback, s.show_correct_answers, s.shuffle_questions, s.shuffle_options,
             s.available_from, s.available_until, s.due_at, s.extra, now()
        FROM material_item_settings s
        JOIN ${idMapSql(items, 'im')} ON im.old_id = s.material_item_id
       WHERE s.company_id = ${sc}`;
  },
};
