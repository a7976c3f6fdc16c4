import type { AppDeps } from '../../deps.ts';
import type { DisciplineCopyContext, SqlClient } from '../../kit/discipline-copy.ts';

export type { SqlClient } from '../../kit/discipline-copy.ts';

export type DeepCopySource = { companyId: number; disciplineId: number };
export type DeepCopyTarget = { companyId: number; ownerId: number | null; name: string };
export type DeepCopyResult = {
  disciplineId: number;
  /** Storage keys written for the copied files: the caller deletes them if its transaction fails after this returns. */
  copiedKeys: string[];
};

/**
 * Deep copy of a discipline into a new discipline (type own, owned by `target.ownerId`, named
 * `target.name`): its topics, materials, material items with their settings and their kinds' own
 * rows (a quiz's question links), and every file those items use (each File row AND its stored
 * object). Soft-deleted content is left behind, as are enrolments, progress, attempts,
 * submissions, grades and reviews: the copy starts unused.
 *
 * This domain writes its own rows (the discipline, its tags) and hands the rest to their owners:
 * each domain's `disciplineCopy` step and each item kind's `copyMany` (kit/discipline-copy.ts,
 * `deps.disciplineCopy`, in the order their id maps need). Every step is set-based: one
 * INSERT … SELECT per table, new ids drawn from each table's sequence in the same statement and
 * handed on as (old, new) arrays; only the objects in storage are copied one by one.
 *
 * `db` must be a transaction (deps.db.$transaction or, across tenants, a transaction of a client
 * that reaches both companies' rows): a failure then leaves no row behind; the objects already
 * copied are deleted here when this function fails, and returned in `copiedKeys` so the caller
 * removes them if its transaction fails later.
 *
 * Across tenants (a supplier's discipline copied into a consumer, `source.companyId !==
 * target.companyId`): the linked quiz questions and their options are copied into the target
 * company too (the questions domain's step); tags are company vocabulary and are not carried over.
 * Within a tenant the copy keeps its tags and links the same questions of the question bank.
 */
export async function deepCopyDiscipline(
  db: SqlClient,
  deps: Pick<AppDeps, 'storage' | 'disciplineCopy'>,
  source: DeepCopySource,
  target: DeepCopyTarget,
): Promise<DeepCopyResult> {
  const sc = source.companyId;
  const tc = target.companyId;
  const sd = source.disciplineId;

  const [created] = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO disciplines (company_id, name, description, visible, type, consumer_id, owner_id, image, updated_at)
    SELECT ${tc}, ${target.name}, d.description, d.visible, 'own', NULL, ${target.ownerId}, d.image, now()
      FROM disciplines d
     WHERE d.company_id = ${sc} AND d.id = ${sd} AND d.deleted_at IS NULL
    RETURNING id`;
  if (!created) throw new Error(`deepCopyDiscipline: discipline ${sd} of company ${sc} not found`);
  const nd = created.id;

  if (sc === tc) {
    await db.$executeRaw`
      INSERT INTO discipline_tag_links (company_id, discipline_id, discipline_tag_id)
      SELECT ${tc}, ${nd}, l.discipline_tag_id FROM discipline_tag_links l
       WHERE l.company_id = ${sc} AND l.discipline_id = ${sd}`;
  }

  const ctx: DisciplineCopyContext = {
    tx: db,
    storage: deps.storage,
    from: source,
    to: { companyId: tc, disciplineId: nd },
    ids: new Map(),
    copiedKeys: [],
  };
  try {
    for (const step of deps.disciplineCopy) await step.run(ctx);
  } catch (e) {
    await Promise.allSettled(ctx.copiedKeys.map((k) => deps.storage.delete(k)));
    throw e;
  }
  return { disciplineId: nd, copiedKeys: ctx.copiedKeys };
}
