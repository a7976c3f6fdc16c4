import { USER_TYPES, can, enrolmentTeaches, type UserType } from '@trilha/shared';
import { Prisma, currentCompanyId } from '@trilha/db';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../http/request-context.ts';
import { appError } from '../../http/app-error.ts';

/** What every content use case needs to know about the discipline it works in. */
export type DisciplineAccess = {
  id: number;
  ownerId: number | null;
  type: 'own' | 'supplied';
  visible: boolean;
  /** May create, change and delete its topics, materials and items (and enrol, for staff). */
  canManage: boolean;
};

/**
 * THE rule of who reaches a discipline and its content (topics, materials, items, files,
 * progress, reviews). Every content route goes through it, so the rule lives here once:
 * - `disciplines:read-any` (manager, supervisor, client, admin): any discipline of the tenant;
 * - anyone else: the disciplines they own, or are enrolled in with an active enrolment whose
 *   window (started_at … finished_at, open ends allowed) contains now; students only visible ones.
 * Anything else, another tenant's id included, is 404 DISCIPLINE_NOT_FOUND: an outsider does not
 * learn that the discipline exists. Through the tenant-bound client, so row-level security
 * confines it as well.
 */
export async function findReadableDiscipline(deps: AppDeps, actor: Actor, disciplineId: number): Promise<DisciplineAccess> {
  const companyId = currentCompanyId();
  if (companyId === undefined) throw new Error('findReadableDiscipline outside a tenant scope');
  // One statement for every content request: the discipline and, beside it, the caller's live
  // enrolment role (the enrolment only matters to those without read-any, but fetching it always
  // costs less than a second round trip). company_id named on both tables: index and Citus.
  const [d] = await deps.db.$queryRaw<DisciplineAccessRow[]>`
    SELECT d.id, d.owner_id AS "ownerId", d.type::text AS type, d.visible, ${liveEnrolmentRole(companyId, actor.id)} AS role
      FROM disciplines d
     WHERE d.company_id = ${companyId} AND d.id = ${disciplineId} AND d.deleted_at IS NULL`;
  if (!d) throw appError('DISCIPLINE_NOT_FOUND');
  return disciplineAccessOf(actor, d);
}

/**
 * The caller's live enrolment role in the discipline aliased `d` (active, inside its window), as
 * a scalar subquery: for statements that read the discipline together with more (the quiz start).
 */
export const liveEnrolmentRole = (companyId: number, userId: number): Prisma.Sql => Prisma.sql`
  (SELECT i.role::text FROM discipline_inscriptions i
    WHERE i.company_id = ${companyId} AND i.discipline_id = d.id AND i.user_id = ${userId}
      AND i.status = 'active'
      AND (i.started_at IS NULL OR i.started_at <= now())
      AND (i.finished_at IS NULL OR i.finished_at >= now())
    LIMIT 1)`;

/** The rule applied to a discipline row read with liveEnrolmentRole (throws DISCIPLINE_NOT_FOUND). */
export function disciplineAccessOf(actor: Actor, d: DisciplineAccessRow): DisciplineAccess {
  const { role, ...discipline } = d;
  const manageAny = can(actor.type, 'disciplines:manage-any-content');
  if (can(actor.type, 'disciplines:read-any')) return { ...discipline, canManage: manageAny };

  const owner = d.ownerId === actor.id;
  if (!owner && !role) throw appError('DISCIPLINE_NOT_FOUND');
  if (!d.visible && !can(actor.type, 'disciplines:view-hidden')) throw appError('DISCIPLINE_NOT_FOUND');
  const teaches = owner || (role !== null && enrolmentTeaches(role as UserType));
  return { ...discipline, canManage: can(actor.type, 'disciplines:manage-content') && (manageAny || teaches) };
}

export type DisciplineAccessRow = {
  id: number;
  ownerId: number | null;
  type: 'own' | 'supplied';
  visible: boolean;
  role: string | null;
};

/** As findReadableDiscipline, and refuses (403) one whose content the actor may not change. */
export async function findManageableDiscipline(deps: AppDeps, actor: Actor, disciplineId: number): Promise<DisciplineAccess> {
  const d = await findReadableDiscipline(deps, actor, disciplineId);
  if (!d.canManage) throw appError('DISCIPLINE_NOT_EDITABLE');
  return d;
}

/**
 * findManageableDiscipline's rule as a filter on `d` (disciplines) for lists, so a picker offers
 * exactly the disciplines the API then accepts (GET /disciplines?manageable=true, the question
 * import's discipline picker; issue 17). The same policy calls, the same enrolment window:
 * - `disciplines:read-any`: every discipline of the tenant when `disciplines:manage-any-content`,
 *   else none;
 * - anyone else: owned, or enrolled (active, inside the window), and visible unless
 *   `disciplines:view-hidden`; then `disciplines:manage-content` and (manage-any, or owned, or
 *   enrolled with a role that teaches).
 * tests/api/disciplines-list.test.ts checks it against the import's own check, role by role.
 */
export function manageableDisciplineSql(companyId: number, actor: Actor): Prisma.Sql {
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
