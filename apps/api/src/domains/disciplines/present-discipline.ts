import { can } from '@trilha/shared';
import type { Discipline } from '@trilha/shared/disciplines';
import { Prisma } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';

/**
 * The discipline's response object (disciplineSchema) built by the database as JSON, for a row
 * aliased `p` (disciplines). The owner's name is a per-row lookup on users_pkey: a join let the
 * planner hash the whole users table (every tenant's) for a 30-row page. Shared by the list and by GET/PUT/
 * POST answers, so a card and a form always read the same shape. Policy decisions are taken here
 * with can(); the statement only receives their outcome:
 * - isEditable: an own (not supplied) discipline the actor may manage, the same rule as
 *   discipline:manage (managers/admins any; a teacher the ones they own or teach, with an
 *   active enrolment inside its window);
 * - canGenerateTopics: editable and the company has the topic generator;
 * - canProduceMaterials: editable and the company holds the materials licence (tenant.licences,
 *   the rule the materials routes' config.access.licence enforces).
 * inscriptions_count (active inscriptions) is the one the database keeps per discipline
 * (discipline_inscription_counts, maintained by triggers in the writing transaction; no row: none):
 * one probe per row instead of counting ~1,000 inscriptions each (docs/list-queries.md "Counts
 * kept by the database").
 */
export function disciplineJson(tenant: Tenant, actor: Actor): Prisma.Sql {
  const companyId = tenant.companyId;
  const manageAny = can(actor.type, 'disciplines:manage-any-content');
  const manageOwn = can(actor.type, 'disciplines:manage-content');
  const editable = manageAny
    ? Prisma.sql`p.type = 'own'`
    : manageOwn
      ? // owner_id may be NULL: coalesce below keeps the flag a boolean, never null.
        Prisma.sql`p.type = 'own' AND (p.owner_id = ${actor.id} OR EXISTS (
          SELECT 1 FROM discipline_inscriptions ti
           WHERE ti.company_id = ${companyId} AND ti.discipline_id = p.id AND ti.user_id = ${actor.id}
             AND ti.status = 'active' AND ti.role = 'teacher'
             AND (ti.started_at IS NULL OR ti.started_at <= now()) AND (ti.finished_at IS NULL OR ti.finished_at >= now())))`
      : Prisma.sql`false`;
  // No progress row, or nothing checked, means not started: null, which the card shows as
  // 'Não iniciada' (not 0%).
  const progress = can(actor.type, 'disciplines:progress')
    ? Prisma.sql`(SELECT CASE WHEN dp.checked_items > 0 THEN dp.progress END FROM discipline_progress dp
        WHERE dp.company_id = ${companyId} AND dp.user_id = ${actor.id} AND dp.discipline_id = p.id)`
    : Prisma.sql`NULL::float8`;
  const topicGenerator = manageOwn
    ? Prisma.sql`coalesce((SELECT c.topic_generator FROM companies c WHERE c.id = ${companyId}), false)`
    : Prisma.sql`false`;
  return Prisma.sql`json_build_object(
    'id', p.id, 'name', p.name, 'description', p.description, 'companyId', p.company_id,
    'visible', p.visible, 'type', p.type, 'consumer_id', p.consumer_id, 'image', p.image,
    'owner', CASE WHEN p.owner_id IS NULL THEN NULL
                  ELSE json_build_object('id', p.owner_id, 'name', (SELECT o.name FROM users o WHERE o.id = p.owner_id)) END,
    'tags', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color,
                                                        'companyId', t.company_id, 'is_editable', t.is_editable) ORDER BY t.id)
                        FROM discipline_tag_links l
                        JOIN discipline_tags t ON t.id = l.discipline_tag_id AND t.company_id = ${companyId}
                       WHERE l.company_id = ${companyId} AND l.discipline_id = p.id), '[]'::json),
    'isEditable', coalesce(${editable}, false),
    'canGenerateTopics', coalesce(${editable}, false) AND ${topicGenerator},
    'canProduceMaterials', coalesce(${editable}, false) AND ${tenant.licences.materials}::boolean,
    'inscriptions_count', coalesce((SELECT n.active FROM discipline_inscription_counts n
                                     WHERE n.company_id = ${companyId} AND n.discipline_id = p.id), 0),
    'progress', ${progress})`;
}

/** One discipline in the response shape (callers have already checked that the actor may read it). */
export async function presentDiscipline(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  actor: Actor,
  id: number,
): Promise<Discipline> {
  const companyId = tenant.companyId;
  const [row] = await deps.db.$queryRaw<{ data: Discipline }[]>`
    SELECT ${disciplineJson(tenant, actor)} AS data
      FROM disciplines p
     WHERE p.company_id = ${companyId} AND p.id = ${id} AND p.deleted_at IS NULL`;
  if (!row) throw appError('DISCIPLINE_NOT_FOUND');
  return row.data;
}
