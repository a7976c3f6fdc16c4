import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { can } from '@trilha/api';

/**
 * The floor of GET /material-items: the same body through a pg Pool in a bare Fastify route, with
 * the same essential database work as the API — tenant by host label (cached 30 s), bearer token
 * by SHA-256 with the membership check, the discipline access rule (staff; owner or active
 * enrolment inside its window; students visible only) in one statement, and the page with files,
 * settings, question ids, the caller's mark and unlock and a window total in one statement —
 * without the framework layers (access guard, Prisma, tenant scope, zod, serializer).
 * Only discipline_id, page and per_page are supported.
 */
const TENANT_SQL = `SELECT c.company_id FROM consumers c JOIN companies co ON co.id = c.company_id
  WHERE c.domain = $1 AND co.deleted_at IS NULL`;
const ACTOR_SQL = `SELECT u.id, u.type::text AS type FROM access_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.deleted_at IS NULL
    AND (u.type = 'admin' OR EXISTS (SELECT 1 FROM company_users m WHERE m.company_id = $2 AND m.user_id = u.id))`;
const ACCESS_SQL = `SELECT d.owner_id, d.visible, EXISTS (SELECT 1 FROM discipline_inscriptions i
    WHERE i.company_id = $1 AND i.discipline_id = d.id AND i.user_id = $2 AND i.status = 'active'
      AND (i.started_at IS NULL OR i.started_at <= now()) AND (i.finished_at IS NULL OR i.finished_at >= now())) AS enrolled
  FROM disciplines d WHERE d.company_id = $1 AND d.id = $3 AND d.deleted_at IS NULL`;
const file = (a: string) =>
  `CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object('id', ${a}.id, 'url', ${a}.storage_key, 'name', ${a}.original_name, 'mime_type', ${a}.mime_type, 'size', ${a}.size) END`;
// A page's file and audio by key, per row (files_pkey): as a join, the planner hashed every file of the tenant.
const fileOf = (column: string, a: string) =>
  `(SELECT ${file(a)} FROM files ${a} WHERE ${a}.company_id = i.company_id AND ${a}.id = ${column})`;
const PAGE_SQL = (visibleOnly: boolean) => `
  SELECT i.id, i.material_id, i.discipline_id, i.title, i.type::text AS type, i.file_type::text AS file_type, i.description,
    i.url, i.iframe_code, i.color, i.image, i.visible, i.position, i.password_hash IS NOT NULL AS has_password,
    i.scorm_entry_point, i.created_at, i.updated_at, ${fileOf('i.file_id', 'f')} AS file, ${fileOf('i.audio_file_id', 'af')} AS audio,
    s.id AS s_id, s.available_from, s.available_until, s.due_at, s.max_attempts, s.time_limit_minutes, s.passing_grade,
    s.weight, s.allow_feedback, s.show_correct_answers, s.shuffle_questions, s.shuffle_options, s.extra,
    COALESCE((SELECT array_agg(q.question_id ORDER BY q.position, q.question_id) FROM material_item_questions q
      WHERE q.company_id = i.company_id AND q.material_item_id = i.id), '{}') AS questions,
    COALESCE(p.checked, false) AS checked,
    EXISTS (SELECT 1 FROM material_item_unlocks u WHERE u.company_id = i.company_id AND u.user_id = $2
      AND u.material_item_id = i.id AND u.expires_at > now()) AS unlocked,
    count(*) OVER ()::int AS total
  FROM material_items i
  JOIN materials m ON m.company_id = i.company_id AND m.id = i.material_id AND m.deleted_at IS NULL
  LEFT JOIN material_item_settings s ON s.company_id = i.company_id AND s.material_item_id = i.id
  LEFT JOIN material_item_progress p ON p.company_id = i.company_id AND p.user_id = $2 AND p.material_item_id = i.id
  WHERE i.company_id = $1 AND i.discipline_id = $3 AND i.deleted_at IS NULL ${visibleOnly ? 'AND i.visible' : ''}
  ORDER BY m.position, i.material_id, i.position, i.id LIMIT $4 OFFSET $5`;

type FileJson = { id: number; url: string; name: string; mime_type: string; size: number } | null;
type Row = {
  id: number;
  material_id: number;
  discipline_id: number;
  title: string;
  type: string;
  file_type: string | null;
  description: string | null;
  url: string | null;
  iframe_code: string | null;
  color: string | null;
  image: string | null;
  visible: boolean;
  position: number;
  has_password: boolean;
  scorm_entry_point: string | null;
  created_at: Date;
  updated_at: Date;
  file: FileJson;
  audio: FileJson;
  s_id: number | null;
  available_from: Date | null;
  available_until: Date | null;
  due_at: Date | null;
  max_attempts: number | null;
  time_limit_minutes: number | null;
  passing_grade: number | null;
  weight: number;
  allow_feedback: boolean;
  show_correct_answers: boolean;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  extra: { required?: unknown } | null;
  questions: number[];
  checked: boolean;
  unlocked: boolean;
  total: number;
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function buildMaterialItemsFloor(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const tenants = new Map<string, { companyId: number | null; at: number }>();
  app.get<{ Querystring: { discipline_id?: string; page?: string; per_page?: string } }>(
    '/material-items',
    async (req, reply) => {
      const label = req.headers.host?.split('.')[0]?.toLowerCase() ?? '';
      let tenant = tenants.get(label);
      if (!tenant || Date.now() - tenant.at > 30_000) {
        const { rows } = await pool.query<{ company_id: number }>({ name: 'floor_tenant', text: TENANT_SQL, values: [label] });
        tenants.set(label, (tenant = { companyId: rows[0]?.company_id ?? null, at: Date.now() }));
      }
      const companyId = tenant.companyId;
      if (companyId === null) return reply.code(404).send({ message: 'tenant not found' });
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const hash = token && createHash('sha256').update(token).digest('hex');
      const actor = hash
        ? (
            await pool.query<{ id: number; type: Parameters<typeof can>[0] }>({
              name: 'floor_actor',
              text: ACTOR_SQL,
              values: [hash, companyId],
            })
          ).rows[0]
        : undefined;
      if (!actor) return reply.code(401).send({ message: 'unauthenticated' });
      const disciplineId = Number(req.query.discipline_id);
      const d = (
        await pool.query<{ owner_id: number | null; visible: boolean; enrolled: boolean }>({
          name: 'floor_access',
          text: ACCESS_SQL,
          values: [companyId, actor.id, disciplineId],
        })
      ).rows[0];
      const readAny = can(actor.type, 'disciplines:read-any');
      if (
        !d ||
        (!readAny && ((d.owner_id !== actor.id && !d.enrolled) || (!d.visible && !can(actor.type, 'disciplines:view-hidden'))))
      )
        return reply.code(404).send({ message: 'not found' });
      const page = Math.max(1, Number(req.query.page) || 1);
      const perPage = Math.min(100, Math.max(1, Number(req.query.per_page) || 30));
      const staff = can(actor.type, 'materials:view-hidden');
      const { rows } = await pool.query<Row>({
        name: staff ? 'floor_items_all' : 'floor_items_visible',
        text: PAGE_SQL(!staff),
        values: [companyId, actor.id, disciplineId, perPage, (page - 1) * perPage],
      });
      const now = new Date();
      const total = rows[0]?.total ?? 0;
      const dl = (f: FileJson) =>
        f && { ...f, download_url: `/download/companies/${companyId}/users/${actor.id}/file?url=${encodeURIComponent(f.url)}` };
      return {
        data: rows.map((r) => {
          const lock = staff
            ? null
            : r.available_from && r.available_from > now
              ? 'not_yet_available'
              : r.available_until && r.available_until < now
                ? 'closed'
                : r.has_password && !r.unlocked
                  ? 'password'
                  : null;
          const open = lock === null;
          return {
            id: r.id,
            material_id: r.material_id,
            discipline_id: r.discipline_id,
            title: r.title,
            type: r.type,
            file_type: r.file_type,
            description: open ? r.description : null,
            url: open ? r.url : null,
            iframe_code: open ? r.iframe_code : null,
            color: r.color,
            image: r.image,
            file: open ? dl(r.file) : null,
            audio: open ? dl(r.audio) : null,
            scorm: r.type === 'scorm' && open ? { entry_point: r.scorm_entry_point, launch_url: null } : null,
            quizzes_ids: open ? r.questions : [],
            visible: r.visible,
            position: r.position,
            checked: r.checked,
            has_password: r.has_password,
            lock,
            settings:
              r.s_id === null
                ? null
                : {
                    id: r.s_id,
                    material_item_settings_id: r.s_id,
                    material_item_id: r.id,
                    available_from: iso(r.available_from),
                    available_until: iso(r.available_until),
                    due_at: iso(r.due_at),
                    required: r.extra?.required === true,
                    has_password: r.has_password,
                    max_attempts: r.max_attempts,
                    time_limit_minutes: r.time_limit_minutes,
                    passing_grade: r.passing_grade,
                    weight: r.weight,
                    allow_feedback: r.allow_feedback,
                    show_correct_answers: r.show_correct_answers,
                    shuffle_questions: r.shuffle_questions,
                    shuffle_options: r.shuffle_options,
                  },
            created_at: r.created_at.toISOString(),
            updated_at: r.updated_at.toISOString(),
          };
        }),
        meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );
  return app;
}
