import { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import { notFoundOf, type AccessAction, type RefusalOf } from './actions.ts';
import { tenantOf, validIds, type AccessActor, type AccessDb } from './actor.ts';
import { disciplineColumns, disciplineGrant, disciplineJoin, type DisciplineFacts } from './discipline-rule.ts';
import { itemColumns, itemFrom, itemLock, lockFactsOf, seesEveryItem, type ItemFacts } from './item-rule.ts';

/** Per id asked: null when allowed, else the refusal to answer with. */
export type Decisions<A extends AccessAction> = Map<number, RefusalOf<A> | null>;

type Ctx = { db: AccessDb; actor: AccessActor; companyId: number; ids: number[]; now: Date };
/**
 * One action's judge: reads what it needs for all ids at once and decides every record it found
 * (null = allowed). An id it did not find is a record nobody may reach.
 */
type Judge = (c: Ctx) => Promise<Map<number, string | null>>;

const ids = (c: Ctx) => Prisma.sql`${c.ids}::int[]`;

/** How a discipline's grant answers a discipline-level need; null when it suffices. */
function disciplineRefusal(actor: AccessActor, d: DisciplineFacts, need: 'read' | 'manage', notFound: string): string | null {
  const grant = disciplineGrant(actor, d);
  if (grant === 'none') return notFound;
  if (need === 'manage' && grant !== 'manage') return 'DISCIPLINE_NOT_EDITABLE';
  return null;
}

const disciplines =
  (need: 'read' | 'manage' | 'edit'): Judge =>
  async (c) => {
    const rows = await c.db.$queryRaw<DisciplineFacts[]>`
      SELECT ${disciplineColumns(c.companyId, c.actor.id)}
        FROM disciplines d
       WHERE d.company_id = ${c.companyId} AND d.id = ANY(${ids(c)}) AND d.deleted_at IS NULL`;
    const decided = new Map<number, string | null>();
    for (const d of rows) {
      const refusal = disciplineRefusal(c.actor, d, need === 'read' ? 'read' : 'manage', 'DISCIPLINE_NOT_FOUND');
      decided.set(d.d_id!, refusal ?? (need === 'edit' && d.d_type === 'supplied' ? 'DISCIPLINE_SUPPLIED' : null));
    }
    return decided;
  };

const materials =
  (need: 'read' | 'manage'): Judge =>
  async (c) => {
    const rows = await c.db.$queryRaw<(DisciplineFacts & { m_id: number })[]>`
      SELECT m.id AS m_id, ${disciplineColumns(c.companyId, c.actor.id)}
        FROM materials m ${disciplineJoin('m')}
       WHERE m.company_id = ${c.companyId} AND m.id = ANY(${ids(c)}) AND m.deleted_at IS NULL`;
    return new Map(rows.map((r) => [r.m_id, disciplineRefusal(c.actor, r, need, 'MATERIAL_NOT_FOUND')]));
  };

/** The rows of the live items `itemIds` (or of the live items holding the files `fileIds`). */
const readItems = (c: Ctx, where: Prisma.Sql) =>
  c.db.$queryRaw<(ItemFacts & { i_file_id: number | null; i_audio_file_id: number | null })[]>`
    SELECT ${itemColumns(c.companyId, c.actor.id, c.now)}, i.file_id AS i_file_id, i.audio_file_id AS i_audio_file_id
      ${itemFrom}
     WHERE i.company_id = ${c.companyId} AND i.deleted_at IS NULL AND ${where}`;

/**
 * The item rule on its facts: the discipline's (read or manage) first, then hidden items for
 * those who do not see every item; `open` adds itemLock. Shared by every item action and by the
 * quiz start, which reads the same columns in its own statement.
 */
export function itemRefusal(
  actor: AccessActor,
  r: ItemFacts,
  need: 'read' | 'manage' | 'open',
  now: Date,
): RefusalOf<'item:read' | 'item:manage' | 'item:open'> | null {
  const refusal = disciplineRefusal(actor, r, need === 'manage' ? 'manage' : 'read', 'MATERIAL_ITEM_NOT_FOUND');
  if (refusal) return refusal as RefusalOf<'item:manage'>;
  // Hidden items are being prepared: students do not learn they exist.
  if (!r.i_visible && !seesEveryItem(actor)) return 'MATERIAL_ITEM_NOT_FOUND';
  if (need !== 'open') return null;
  const lock = itemLock(actor, lockFactsOf(r), now);
  if (lock === 'password') return 'MATERIAL_ITEM_LOCKED';
  if (lock) return 'MATERIAL_ITEM_UNAVAILABLE';
  return null;
}

const items =
  (need: 'read' | 'manage' | 'open'): Judge =>
  async (c) => {
    const rows = await readItems(c, Prisma.sql`i.id = ANY(${ids(c)})`);
    return new Map(rows.map((r) => [r.i_id, itemRefusal(c.actor, r, need, c.now)]));
  };

const questions =
  (need: 'read' | 'manage'): Judge =>
  async (c) => {
    const rows = await c.db.$queryRaw<
      (DisciplineFacts & { q_id: number; q_discipline_id: number | null; q_author_id: number | null })[]
    >`
      SELECT q.id AS q_id, q.discipline_id AS q_discipline_id, q.author_id AS q_author_id,
             ${disciplineColumns(c.companyId, c.actor.id)}
        FROM questions q ${disciplineJoin('q')}
       WHERE q.company_id = ${c.companyId} AND q.id = ANY(${ids(c)}) AND q.deleted_at IS NULL`;
    const decided = new Map<number, string | null>();
    for (const r of rows) {
      if (r.q_discipline_id !== null) decided.set(r.q_id, disciplineRefusal(c.actor, r, need, 'QUESTION_NOT_FOUND'));
      // A company-wide question: read by whoever reaches the bank; changed by its author or by
      // who may manage any discipline's content.
      else
        decided.set(
          r.q_id,
          need === 'manage' && r.q_author_id !== c.actor.id && !can(c.actor.type, 'disciplines:manage-any-content')
            ? 'QUESTION_NOT_EDITABLE'
            : null,
        );
    }
    return decided;
  };

type SubmissionFacts = DisciplineFacts & { s_id: number; s_user_id: number; s_file_id: number | null };

/** Submissions of live tasks, by id or by file. */
const readSubmissions = (c: Ctx, where: Prisma.Sql) =>
  c.db.$queryRaw<SubmissionFacts[]>`
    SELECT s.id AS s_id, s.user_id AS s_user_id, s.file_id AS s_file_id, ${disciplineColumns(c.companyId, c.actor.id)}
      FROM assignment_submissions s
      JOIN material_items i ON i.company_id = s.company_id AND i.id = s.material_item_id AND i.deleted_at IS NULL
      ${disciplineJoin('i')}
     WHERE s.company_id = ${c.companyId} AND ${where}`;

/** Its student; else staff who review any student's work in a discipline they may read. */
const maySeeSubmission = (actor: AccessActor, s: SubmissionFacts): boolean =>
  s.s_user_id === actor.id || (can(actor.type, 'assignments:review-any-student') && disciplineGrant(actor, s) !== 'none');

const submissions: Judge = async (c) => {
  const rows = await readSubmissions(c, Prisma.sql`s.id = ANY(${ids(c)})`);
  return new Map(rows.map((s) => [s.s_id, maySeeSubmission(c.actor, s) ? null : 'ASSIGNMENT_SUBMISSION_NOT_FOUND']));
};

/**
 * A file is served when one of the live items holding it (as its file or its audio) is open to the
 * actor; a file no live item holds, when it is a submission's the actor may read. Two statements,
 * whatever the number of files.
 */
const files: Judge = async (c) => {
  const [itemRows, submissionRows] = await Promise.all([
    readItems(c, Prisma.sql`(i.file_id = ANY(${ids(c)}) OR i.audio_file_id = ANY(${ids(c)}))`),
    readSubmissions(c, Prisma.sql`s.file_id = ANY(${ids(c)})`),
  ]);
  const held = new Set<number>();
  const open = new Set<number>();
  for (const r of itemRows) {
    const fileIds = [r.i_file_id, r.i_audio_file_id].filter((id): id is number => id !== null);
    for (const id of fileIds) held.add(id);
    if (itemRefusal(c.actor, r, 'open', c.now) === null) for (const id of fileIds) open.add(id);
  }
  for (const s of submissionRows)
    if (s.s_file_id !== null && !held.has(s.s_file_id) && maySeeSubmission(c.actor, s)) open.add(s.s_file_id);
  return new Map(c.ids.map((id) => [id, open.has(id) ? null : 'MATERIAL_FILE_NOT_FOUND']));
};

const JUDGES: Record<AccessAction, Judge> = {
  'discipline:read': disciplines('read'),
  'discipline:manage': disciplines('manage'),
  'discipline:edit': disciplines('edit'),
  'material:read': materials('read'),
  'material:manage': materials('manage'),
  'item:read': items('read'),
  'item:manage': items('manage'),
  'item:open': items('open'),
  'question:read': questions('read'),
  'question:manage': questions('manage'),
  'submission:read': submissions,
  'file:download': files,
};

/**
 * The decision on every id of `ids` for `action`: null when allowed, else its refusal (ids
 * nobody may reach — another tenant's, deleted, nonexistent, out of range — get the record's 404).
 * One or two statements per call whatever the number of ids, through the tenant-bound client of
 * the current tenant scope.
 */
export async function decide<A extends AccessAction>(
  db: AccessDb,
  actor: AccessActor,
  action: A,
  ids: Iterable<number>,
  o: { now?: Date } = {},
): Promise<Decisions<A>> {
  const asked = [...ids];
  const valid = validIds(asked);
  const decided = valid.length
    ? await JUDGES[action]({ db, actor, companyId: tenantOf(`access ${action}`), ids: valid, now: o.now ?? new Date() })
    : new Map<number, string | null>();
  const out: Decisions<A> = new Map();
  for (const id of asked) {
    const d = decided.get(id);
    out.set(id, d === undefined ? notFoundOf(action) : (d as RefusalOf<A> | null));
  }
  return out;
}

/** The subset of `ids` the actor may `action` (one or two statements, whatever their number). */
export async function allowed(
  db: AccessDb,
  actor: AccessActor,
  action: AccessAction,
  ids: Iterable<number>,
  o: { now?: Date } = {},
): Promise<Set<number>> {
  const decisions = await decide(db, actor, action, ids, o);
  return new Set([...decisions].filter(([, refusal]) => refusal === null).map(([id]) => id));
}
