import { Prisma } from '@trilha/db';
import type { TenantDb } from '@trilha/db';
import type { ItemRow } from './views.ts';
import { hotQuery } from '@trilha/queries/sql';

// GET /material-items is the hot list (a discipline's whole course, up to 100 items a page): one
// statement returns the page with each item's files, settings, question ids, the caller's mark and
// unlock, and the total (a window count), instead of a page query plus one query per relation.
// Every join names company_id, so each lookup uses its company-led index (docs/list-queries.md).

export type ItemFilter = {
  companyId: number;
  userId: number;
  disciplineId: number;
  materialId?: number;
  visibleOnly: boolean;
  search?: string;
};

/** `contains`, case-insensitive, with LIKE's wildcards escaped (as Prisma's `contains` does). */
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function itemWhere(f: ItemFilter): Prisma.Sql {
  return Prisma.sql`i.company_id = ${f.companyId} AND i.discipline_id = ${f.disciplineId} AND i.deleted_at IS NULL
    ${f.materialId ? Prisma.sql`AND i.material_id = ${f.materialId}` : Prisma.empty}
    ${f.visibleOnly ? Prisma.sql`AND i.visible` : Prisma.empty}
    ${f.search ? Prisma.sql`AND i.title ILIKE ${like(f.search)}` : Prisma.empty}`;
}

type Raw = Omit<ItemRow, 'settings' | 'questions' | 'progress' | 'unlocks'> & {
  total: number;
  questions: number[];
  checked: boolean;
  unlocked: boolean;
  s_id: number | null;
  s_available_from: Date | null;
  s_available_until: Date | null;
  s_due_at: Date | null;
  s_max_attempts: number | null;
  s_time_limit_minutes: number | null;
  s_passing_grade: number | null;
  s_weight: number;
  s_allow_feedback: boolean;
  s_show_correct_answers: boolean;
  s_shuffle_questions: boolean;
  s_shuffle_options: boolean;
  s_extra: Prisma.JsonValue;
  s_created_at: Date;
  s_updated_at: Date;
};

/** A row as JSON gives it: timestamps are strings. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
const date = (v: string | null) => (v === null ? null : new Date(v));

const fileJson = (alias: string) =>
  Prisma.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'storageKey', ${alias}.storage_key,
    'originalName', ${alias}.original_name, 'mimeType', ${alias}.mime_type, 'size', ${alias}.size) END`);

/**
 * The item's file (or audio) by key, one lookup per row on files_pkey. As a LEFT JOIN, the planner
 * hashed every file of the tenant (a seq scan of files, all tenants' rows) for a 100-item page.
 */
const fileOf = (column: string, alias: string) =>
  Prisma.raw(
    `(SELECT ${fileJson(alias).sql} FROM files ${alias} WHERE ${alias}.company_id = i.company_id AND ${alias}.id = ${column})`,
  );

export async function pageOfItems(
  db: TenantDb,
  f: ItemFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ItemRow[]; total: number | null }> {
  // The page comes back as one JSON value (json_agg), parsed natively, instead of 100 rows × 40
  // columns decoded cell by cell by the driver adapter: most of the list's CPU otherwise.
  // Through the tenant pool itself (@trilha/queries/sql hotQuery), as GET /disciplines: no Prisma raw path.
  const [result] = await hotQuery<{ page: Json<Raw>[] | null }>(
    db,
    Prisma.sql`
    SELECT json_agg(x ORDER BY x.m_pos, x."materialId", x.position, x.id) AS page FROM (
    SELECT m.position AS m_pos, i.id, i.material_id AS "materialId", i.discipline_id AS "disciplineId", i.title, i.type::text AS type,
      i.file_type::text AS "fileType", i.description, i.url, i.iframe_code AS "iframeCode", i.color, i.image, i.visible,
      i.position, i.password_hash AS "passwordHash", i.scorm_entry_point AS "scormEntryPoint",
      i.created_at AS "createdAt", i.updated_at AS "updatedAt",
      ${fileOf('i.file_id', 'f')} AS file, ${fileOf('i.audio_file_id', 'af')} AS "audioFile",
      s.id AS s_id, s.available_from AS s_available_from, s.available_until AS s_available_until, s.due_at AS s_due_at,
      s.max_attempts AS s_max_attempts, s.time_limit_minutes AS s_time_limit_minutes, s.passing_grade AS s_passing_grade,
      s.weight AS s_weight, s.allow_feedback AS s_allow_feedback, s.show_correct_answers AS s_show_correct_answers,
      s.shuffle_questions AS s_shuffle_questions, s.shuffle_options AS s_shuffle_options, s.extra AS s_extra,
      s.created_at AS s_created_at, s.updated_at AS s_updated_at,
      COALESCE((SELECT array_agg(q.question_id ORDER BY q.position, q.question_id) FROM material_item_questions q
        WHERE q.company_id = i.company_id AND q.material_item_id = i.id), '{}') AS questions,
      COALESCE(p.checked, false) AS checked,
      EXISTS (SELECT 1 FROM material_item_unlocks u WHERE u.company_id = i.company_id AND u.user_id = ${f.userId}
        AND u.material_item_id = i.id AND u.expires_at > now()) AS unlocked,
      count(*) OVER ()::int AS total
    FROM material_items i
    JOIN materials m ON m.company_id = i.company_id AND m.id = i.material_id AND m.deleted_at IS NULL
    LEFT JOIN material_item_settings s ON s.company_id = i.company_id AND s.material_item_id = i.id
    LEFT JOIN material_item_progress p ON p.company_id = i.company_id AND p.user_id = ${f.userId} AND p.material_item_id = i.id
    WHERE ${itemWhere(f)}
    ORDER BY m.position, i.material_id, i.position, i.id
    LIMIT ${page.limit} OFFSET ${page.offset}) x`,
  );
  const raw = result?.page ?? [];
  const rows: ItemRow[] = raw.map((r) => ({
    id: r.id,
    materialId: r.materialId,
    disciplineId: r.disciplineId,
    title: r.title,
    type: r.type,
    fileType: r.fileType,
    description: r.description,
    url: r.url,
    iframeCode: r.iframeCode,
    color: r.color,
    image: r.image,
    visible: r.visible,
    position: r.position,
    passwordHash: r.passwordHash,
    scormEntryPoint: r.scormEntryPoint,
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
    file: r.file,
    audioFile: r.audioFile,
    settings:
      r.s_id === null
        ? null
        : {
            id: r.s_id,
            companyId: f.companyId,
            materialItemId: r.id,
            availableFrom: date(r.s_available_from),
            availableUntil: date(r.s_available_until),
            dueAt: date(r.s_due_at),
            maxAttempts: r.s_max_attempts,
            timeLimitMinutes: r.s_time_limit_minutes,
            passingGrade: r.s_passing_grade,
            weight: r.s_weight,
            allowFeedback: r.s_allow_feedback,
            showCorrectAnswers: r.s_show_correct_answers,
            shuffleQuestions: r.s_shuffle_questions,
            shuffleOptions: r.s_shuffle_options,
            extra: r.s_extra,
            createdAt: new Date(r.s_created_at),
            updatedAt: new Date(r.s_updated_at),
          },
    questions: r.questions.map((questionId) => ({ questionId })),
    progress: [{ checked: r.checked }],
    unlocks: r.unlocked ? [{ id: 0 }] : [],
  }));
  // An empty page past the end has no window row to read the total from.
  return { rows, total: raw[0]?.total ?? null };
}

export async function countItems(db: TenantDb, f: ItemFilter): Promise<number> {
  const r = await db.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM material_items i
    JOIN materials m ON m.company_id = i.company_id AND m.id = i.material_id AND m.deleted_at IS NULL
    WHERE ${itemWhere(f)}`);
  return r[0]?.n ?? 0;
}
