import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { studentRankSql } from '@trilha/queries/sessions';

/**
 * The floor of the rank (`pnpm bench:rank`): GET /rank/{userId} answers `{ rank, total_seconds }`
 * with the product's own SQL (studentRankSql, the statement of studentRank, whose rank fragment the
 * session data of GET /sessions/{userId} and the dashboard use) through a bare pg Pool, after the
 * same essential work as any API request: tenant by host label (cached 30 s) and bearer token by
 * SHA-256 with the membership check. No framework layers, no access rule, no other figures.
 */
const TENANT_SQL = `SELECT c.company_id FROM consumers c JOIN companies co ON co.id = c.company_id
  WHERE c.domain = $1 AND co.deleted_at IS NULL`;
const ACTOR_SQL = `SELECT u.id FROM access_tokens t JOIN users u ON u.id = t.user_id
  WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.deleted_at IS NULL
    AND (u.type = 'admin' OR EXISTS (SELECT 1 FROM company_users m WHERE m.company_id = $2 AND m.user_id = u.id))`;

export function buildRankFloor(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const tenants = new Map<string, { companyId: number | null; at: number }>();
  app.get<{ Params: { userId: string } }>('/rank/:userId', async (req, reply) => {
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
      ? (await pool.query<{ id: number }>({ name: 'floor_actor', text: ACTOR_SQL, values: [hash, companyId] })).rows[0]
      : undefined;
    if (!actor) return reply.code(401).send({ message: 'unauthenticated' });
    const q = studentRankSql(companyId, Number(req.params.userId));
    const { rows } = await pool.query<{ rank: number; total_seconds: number }>({
      name: 'floor_rank',
      text: q.text,
      values: q.values,
    });
    return { rank: rows[0]!.rank, total_seconds: rows[0]!.total_seconds };
  });
  return app;
}
