import { runAsTenant, type Db, type Session, type TenantDb } from '@trilha/db';
import { can } from '@trilha/shared';
import { allowed } from './decide.ts';

/** Who asks: the signed-in user of a socket or of a request, with their company memberships. */
export type ChannelUser = Session['user'];

/**
 * Private channel authorisation: what the spec's /broadcasting/auth decides (000 §7, 001 §7), one
 * policy for the socket's subscribe (apps/realtime) and for POST /broadcasting/auth (the API, for
 * Pusher-protocol clients). One function per channel pattern; a channel matching no pattern is
 * refused.
 */
/** The platform-wide client (sessions, consumers, which company a record is in) and the tenant-bound one. */
export interface ChannelDbs {
  db: Db;
  tenantDb: TenantDb;
}
interface AuthContext extends ChannelDbs {
  user: ChannelUser;
}
type Rule = { pattern: RegExp; authorize: (ctx: AuthContext, m: RegExpMatchArray) => Promise<boolean> | boolean };

const INT4_MAX = 2_147_483_647;

const sameUser = (ctx: AuthContext, id: string | undefined) => ctx.user.id === Number(id);

/** users.{id}: badge and points events, only for that user. */
function userChannel(ctx: AuthContext, m: RegExpMatchArray): boolean {
  return sameUser(ctx, m[1]);
}

/** achievements.{id}: the live achievements connection exists for students only (001 §6). */
function achievementsChannel(ctx: AuthContext, m: RegExpMatchArray): boolean {
  return sameUser(ctx, m[1]) && can(ctx.user.type, 'badges:earn');
}

/** student-logs-pdf.{id}: the report PDF of the user who asked for it. */
function studentLogsPdfChannel(ctx: AuthContext, m: RegExpMatchArray): boolean {
  return sameUser(ctx, m[1]);
}

/**
 * Whether the user belongs to the company `{companyId}`. The company channels are named after the
 * company, not the sub-domain (issue 29): a company may have several consumers (POST /consumers),
 * and a member on any of them hears what any of them caused.
 */
function memberOfCompany(ctx: AuthContext, companyId: string | undefined): boolean {
  const id = Number(companyId);
  return Number.isSafeInteger(id) && ctx.user.memberships.some((x) => x.companyId === id);
}

/** notifications.{companyId}.{userId}: the user, and only while a member of that company. */
function notificationsChannel(ctx: AuthContext, m: RegExpMatchArray): boolean {
  return sameUser(ctx, m[2]) && memberOfCompany(ctx, m[1]);
}

/** warnings.{companyId}: the company's alerts, for every member of it (whom GET /warnings answers). */
function warningsChannel(ctx: AuthContext, m: RegExpMatchArray): boolean {
  return memberOfCompany(ctx, m[1]);
}

/**
 * The live forum, if the user may open it: a company they belong to, then, as that tenant through
 * the tenant-bound client, its discipline readable (@trilha/access discipline:read, the API's
 * findForum rule). A tutor of another discipline of the same company hears nothing of it.
 */
async function readableForum(ctx: AuthContext, forumId: string | undefined) {
  const id = Number(forumId);
  if (id > INT4_MAX) return null; // would make PostgreSQL reject the query
  const forum = await ctx.db.forum.findFirst({
    where: { id, deletedAt: null },
    select: { companyId: true, disciplineId: true, isVisible: true },
  });
  if (!forum || !ctx.user.memberships.some((x) => x.companyId === forum.companyId)) return null;
  const readable = await runAsTenant(forum.companyId, () =>
    allowed(ctx.tenantDb, ctx.user, 'discipline:read', [forum.disciplineId]),
  );
  return readable.has(forum.disciplineId) ? forum : null;
}

/** forum.{id}: the staff variant, for staff who may open the forum's discipline. */
async function forumChannel(ctx: AuthContext, m: RegExpMatchArray): Promise<boolean> {
  return can(ctx.user.type, 'forums:staff-channel') && (await readableForum(ctx, m[1])) !== null;
}

/** forum.{id}.student: students who may open the discipline; students see only visible forums (001 §6). */
async function forumStudentChannel(ctx: AuthContext, m: RegExpMatchArray): Promise<boolean> {
  if (!can(ctx.user.type, 'forums:student-channel')) return false;
  return (await readableForum(ctx, m[1]))?.isVisible === true;
}

/**
 * discipline.{id}.materials (material-production namespace): whoever may read the discipline
 * (@trilha/access discipline:read, the API's rule). A socket has no request tenant, so the
 * discipline's company is looked up first and must be one the user belongs to; the rule then runs
 * as that tenant, through the tenant-bound client.
 */
async function disciplineMaterialsChannel(ctx: AuthContext, m: RegExpMatchArray): Promise<boolean> {
  const id = Number(m[1]);
  if (id > INT4_MAX) return false;
  const d = await ctx.db.discipline.findFirst({ where: { id, deletedAt: null }, select: { companyId: true } });
  if (!d || !ctx.user.memberships.some((x) => x.companyId === d.companyId)) return false;
  const readable = await runAsTenant(d.companyId, () => allowed(ctx.tenantDb, ctx.user, 'discipline:read', [id]));
  return readable.has(id);
}

const RULES: Rule[] = [
  { pattern: /^users\.(\d+)$/, authorize: userChannel },
  { pattern: /^achievements\.(\d+)$/, authorize: achievementsChannel },
  { pattern: /^student-logs-pdf\.(\d+)$/, authorize: studentLogsPdfChannel },
  { pattern: /^notifications\.(\d+)\.(\d+)$/, authorize: notificationsChannel },
  { pattern: /^warnings\.(\d+)$/, authorize: warningsChannel },
  { pattern: /^forum\.(\d+)\.student$/, authorize: forumStudentChannel },
  { pattern: /^forum\.(\d+)$/, authorize: forumChannel },
  { pattern: /^discipline\.(\d+)\.materials$/, authorize: disciplineMaterialsChannel },
];

export async function authorizeChannel(dbs: ChannelDbs, user: ChannelUser, channel: string): Promise<boolean> {
  for (const rule of RULES) {
    const m = channel.match(rule.pattern);
    if (m) return rule.authorize({ ...dbs, user }, m);
  }
  return false;
}
