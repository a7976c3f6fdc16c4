import { Prisma } from '@trilha/db';
import { USER_TYPES, can, enrolmentTeaches, type UserType } from '@trilha/shared';
import type { AccessActor } from './actor.ts';

/**
 * THE rule of who reaches a discipline and its content (topics, materials, items, files,
 * questions, submissions, grades, the live materials channel):
 * - `disciplines:read-any` (the company's staff): any discipline of the tenant;
 * - anyone else: the disciplines they own, or are enrolled in with an active enrolment whose
 *   window (started_at … finished_at, open ends allowed) contains now; hidden ones only with
 *   `disciplines:view-hidden`.
 * Managing its content: `disciplines:manage-content`, and `disciplines:manage-any-content` or
 * owning it or an enrolment whose role teaches (a teacher's).
 */

/** The columns of a discipline row `d` the rule reads; `role` is the actor's live enrolment role. */
export type DisciplineFacts = {
  d_id: number | null;
  d_owner_id: number | null;
  d_type: 'own' | 'supplied' | null;
  d_visible: boolean | null;
  d_role: string | null;
};

/** What the rule concludes about one discipline for one actor. */
export type DisciplineGrant = 'none' | 'read' | 'manage';

/**
 * The caller's live enrolment role in the discipline aliased `d` (active, inside its window), as
 * a scalar subquery, so a statement reads the discipline and the enrolment in one go.
 */
export const liveEnrolmentRole = (companyId: number, userId: number): Prisma.Sql => Prisma.sql`
  (SELECT ei.role::text FROM discipline_inscriptions ei
    WHERE ei.company_id = ${companyId} AND ei.discipline_id = d.id AND ei.user_id = ${userId}
      AND ei.status = 'active'
      AND (ei.started_at IS NULL OR ei.started_at <= now())
      AND (ei.finished_at IS NULL OR ei.finished_at >= now())
    LIMIT 1)`;

/** The DisciplineFacts columns of `d` (null throughout when `d` is an outer join that found nothing). */
export const disciplineColumns = (companyId: number, userId: number): Prisma.Sql => Prisma.sql`
  d.id AS d_id, d.owner_id AS d_owner_id, d.type::text AS d_type, d.visible AS d_visible,
  CASE WHEN d.id IS NULL THEN NULL ELSE ${liveEnrolmentRole(companyId, userId)} END AS d_role`;

/** `d` joined to a row aliased `parent` with a `discipline_id`, live disciplines only. */
export const disciplineJoin = (parent: string): Prisma.Sql =>
  Prisma.sql`LEFT JOIN disciplines d ON d.company_id = ${Prisma.raw(parent)}.company_id
     AND d.id = ${Prisma.raw(parent)}.discipline_id AND d.deleted_at IS NULL`;

/** The rule itself, on a row read with disciplineColumns. */
export function disciplineGrant(actor: AccessActor, d: DisciplineFacts): DisciplineGrant {
  if (d.d_id === null) return 'none';
  const manageAny = can(actor.type, 'disciplines:manage-any-content');
  if (can(actor.type, 'disciplines:read-any')) return manageAny ? 'manage' : 'read';
  const owner = d.d_owner_id === actor.id;
  if (!owner && !d.d_role) return 'none';
  if (!d.d_visible && !can(actor.type, 'disciplines:view-hidden')) return 'none';
  const teaches = owner || (d.d_role !== null && enrolmentTeaches(d.d_role as UserType));
  return can(actor.type, 'disciplines:manage-content') && (manageAny || teaches) ? 'manage' : 'read';
}

/**
 * disciplineGrant's 'manage' as a filter on `d` for lists, so a picker offers exactly the
 * disciplines the API then accepts (GET /disciplines?manageable=true, the question import's
 * discipline picker). The same policy calls, the same enrolment window; the access test checks
 * the two against each other, role by role.
 */
export function manageableDisciplineSql(companyId: number, actor: AccessActor): Prisma.Sql {
  const manageAny = can(actor.type, 'disciplines:manage-any-content');
  if (can(actor.type, 'disciplines:read-any')) return manageAny ? Prisma.sql`true` : Prisma.sql`false`;
  if (!can(actor.type, 'disciplines:manage-content')) return Prisma.sql`false`;
  const enrolled = (roles: readonly string[] | null) => Prisma.sql`EXISTS (
    SELECT 1 FROM discipline_inscriptions mi
     WHERE mi.company_id = ${companyId} AND mi.discipline_id = d.id AND mi.user_id = ${actor.id}
       AND mi.status = 'active'
       AND (mi.started_at IS NULL OR mi.started_at <= now())
       AND (mi.finished_at IS NULL OR mi.finished_at >= now())
       ${roles ? Prisma.sql`AND mi.role::text IN (${Prisma.join(roles)})` : Prisma.empty})`;
  const owner = Prisma.sql`d.owner_id = ${actor.id}`;
  const readable = Prisma.sql`(${owner} OR ${enrolled(null)})`;
  const visible = can(actor.type, 'disciplines:view-hidden') ? Prisma.empty : Prisma.sql`AND d.visible`;
  const teaches = manageAny ? Prisma.empty : Prisma.sql`AND (${owner} OR ${enrolled(USER_TYPES.filter(enrolmentTeaches))})`;
  return Prisma.sql`(${readable} ${visible} ${teaches})`;
}

/**
 * disciplineGrant's 'read' as a Prisma filter on questions for the bank's list: everything for
 * who reads any discipline; otherwise company-wide questions and those of the disciplines the
 * actor owns or is enrolled in inside the window (visible ones unless disciplines:view-hidden).
 */
export function readableQuestionsWhere(companyId: number, actor: AccessActor, now: Date): Prisma.QuestionWhereInput {
  if (can(actor.type, 'disciplines:read-any')) return {};
  const visible = can(actor.type, 'disciplines:view-hidden') ? {} : { visible: true };
  return {
    OR: [
      { disciplineId: null },
      { discipline: { companyId, ownerId: actor.id, deletedAt: null, ...visible } },
      {
        discipline: {
          companyId,
          deletedAt: null,
          ...visible,
          inscriptions: {
            some: {
              companyId,
              userId: actor.id,
              status: 'active',
              AND: [
                { OR: [{ startedAt: null }, { startedAt: { lte: now } }] },
                { OR: [{ finishedAt: null }, { finishedAt: { gte: now } }] },
              ],
            },
          },
        },
      },
    ],
  };
}

/**
 * readableQuestionsWhere as SQL on a question aliased `q`, for hand-written statements (the bank's
 * search): the same policy calls and the same enrolment window.
 */
export function readableQuestionsSql(companyId: number, actor: AccessActor): Prisma.Sql {
  if (can(actor.type, 'disciplines:read-any')) return Prisma.sql`true`;
  const visible = can(actor.type, 'disciplines:view-hidden') ? Prisma.empty : Prisma.sql`AND d.visible`;
  return Prisma.sql`(q.discipline_id IS NULL OR EXISTS (
    SELECT 1 FROM disciplines d
     WHERE d.company_id = ${companyId} AND d.id = q.discipline_id AND d.deleted_at IS NULL ${visible}
       AND (d.owner_id = ${actor.id} OR EXISTS (
         SELECT 1 FROM discipline_inscriptions ri
          WHERE ri.company_id = ${companyId} AND ri.discipline_id = d.id AND ri.user_id = ${actor.id}
            AND ri.status = 'active'
            AND (ri.started_at IS NULL OR ri.started_at <= now())
            AND (ri.finished_at IS NULL OR ri.finished_at >= now())))))`;
}
