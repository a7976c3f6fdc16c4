import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { can } from '@trilha/api';

/**
 * The floor: GET /disciplines as hand-written SQL through a pg Pool in a bare Fastify route —
 * the same result and the same essential database work as the API (tenant by host label, cached
 * 30 s like the API's tenant cache; bearer token looked up by its SHA-256; count + page with
 * owner, tags, active inscription count and the student's progress; the company's topic_generator flag), without the
 * framework layers (access guard, Prisma, tenant-scope extension, zod validation/serialization).
 * Only page/per_page are supported: the benchmark sends no filters.
 */

// Tenant, token user and membership check in two indexed lookups (consumers.domain, access_tokens.token_hash).
const TENANT_SQL = `SELECT c.company_id FROM consumers c JOIN companies co ON co.id = c.company_id
  WHERE c.domain = $1 AND co.deleted_at IS NULL`;
const ACTOR_SQL = `SELECT u.id, u.type::text AS type FROM access_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.deleted_at IS NULL
    AND (u.type = 'admin' OR EXISTS (SELECT 1 FROM company_users m WHERE m.company_id = $2 AND m.user_id = u.id))`;

// $1 company, $2 user (academic roles only). Same semantics as list-disciplines.ts: enrolled (active) or owner; students see visible ones.
const WHERE_ALL = `d.company_id = $1 AND d.deleted_at IS NULL`;
// An academic role's own disciplines: its ids (enrolments, owned), then each by key (as the API).
const OWN_SOURCE = `(SELECT k.* FROM (SELECT i.discipline_id AS id FROM discipline_inscriptions i
  WHERE i.company_id = $1 AND i.user_id = $2 AND i.status = 'active'
  UNION SELECT o.id FROM disciplines o WHERE o.company_id = $1 AND o.owner_id = $2) mine
  CROSS JOIN LATERAL (SELECT * FROM disciplines k0 WHERE k0.company_id = $1 AND k0.id = mine.id OFFSET 0) k) d`;

// The page first, then owner/tags/inscription count/progress for its rows only (never aggregated over the whole table).
// Progress: the student's own row ($2), 0 when missing; null for other roles.
// Every subquery names the tenant first, so each matches its company_id-leading key/index
// (discipline_progress (company_id, user_id, discipline_id), discipline_inscription_counts
// (company_id, discipline_id), discipline_tag_links (company_id, discipline_id, tag)):
// since the keys lead with company_id, a subquery without it scans the table for every row.
const STUDENT_PROGRESS = `(SELECT CASE WHEN dp.checked_items > 0 THEN dp.progress END FROM discipline_progress dp
  WHERE dp.company_id = $1 AND dp.user_id = $2 AND dp.discipline_id = p.id)`;
const pageSql = (source: string, where: string, n: number, progress: string) => `
WITH page AS (
  SELECT d.id, d.name, d.description, d.company_id, d.visible, d.type::text AS type, d.consumer_id, d.image, d.owner_id
  FROM ${source} WHERE ${where} ORDER BY d.name, d.id LIMIT $${n} OFFSET $${n + 1})
SELECT p.*, (SELECT o.name FROM users o WHERE o.id = p.owner_id) AS owner_name, ${progress} AS progress,
  (SELECT topic_generator FROM companies WHERE id = $1) AS topic_generator,
  (SELECT materials_license > 0 FROM companies WHERE id = $1) AS materials_licensed,
  coalesce((SELECT n.active FROM discipline_inscription_counts n
     WHERE n.company_id = $1 AND n.discipline_id = p.id), 0) AS inscriptions_count,
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color, 'companyId', t.company_id, 'is_editable', t.is_editable) ORDER BY t.id), '[]')
     FROM discipline_tag_links l JOIN discipline_tags t ON t.id = l.discipline_tag_id AND t.company_id = $1
     WHERE l.company_id = $1 AND l.discipline_id = p.id) AS tags
FROM page p
ORDER BY p.name, p.id`;

type Row = {
  id: number;
  name: string;
  description: string | null;
  company_id: number;
  visible: boolean;
  type: 'own' | 'supplied';
  consumer_id: number | null;
  image: string | null;
  owner_id: number | null;
  owner_name: string | null;
  topic_generator: boolean;
  materials_licensed: boolean;
  inscriptions_count: number;
  tags: unknown[];
  progress: number | null;
};

export function buildFloor(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const tenants = new Map<string, { companyId: number | null; at: number }>();

  app.get<{ Querystring: { page?: string; per_page?: string } }>('/disciplines', async (req, reply) => {
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

    const page = Math.max(1, Number(req.query.page) || 1);
    const perPage = Math.min(100, Math.max(1, Number(req.query.per_page) || 30));
    const all = can(actor.type, 'disciplines:list-all');
    const student = actor.type === 'student';
    const source = all ? 'disciplines d' : OWN_SOURCE;
    const where = student ? `${WHERE_ALL} AND d.visible` : WHERE_ALL;
    const params = all ? [companyId] : [companyId, actor.id];
    // Named (prepared) statements, one per variant: parsed once per connection, plans cached.
    const variant = all ? 'all' : student ? 'student' : 'own';
    const [count, rows] = await Promise.all([
      pool.query<{ total: number }>({
        name: `floor_count_${variant}`,
        text: `SELECT count(*)::int AS total FROM ${source} WHERE ${where}`,
        values: params,
      }),
      pool.query<Row>({
        name: `floor_page_${variant}`,
        text: pageSql(source, where, params.length + 1, student ? STUDENT_PROGRESS : 'NULL::float8'),
        values: [...params, perPage, (page - 1) * perPage],
      }),
    ]);
    const total = count.rows[0]!.total;
    const editable = can(actor.type, 'disciplines:update');
    return {
      data: rows.rows.map((d) => ({
        id: d.id,
        name: d.name,
        description: d.description,
        companyId: d.company_id,
        visible: d.visible,
        type: d.type,
        consumer_id: d.consumer_id,
        image: d.image,
        owner: d.owner_id === null ? null : { id: d.owner_id, name: d.owner_name },
        tags: d.tags,
        isEditable: editable && d.type === 'own',
        canGenerateTopics: editable && d.type === 'own' && d.topic_generator,
        canProduceMaterials: editable && d.type === 'own' && d.materials_licensed,
        inscriptions_count: d.inscriptions_count,
        progress: d.progress,
      })),
      meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });
  return app;
}
