// The deep copy of a discipline (docs/architecture.md "Table ownership"): the disciplines domain
// copies its own rows and asks every other owner to copy theirs, through hooks declared in the
// owners' manifests (`disciplineCopy`) and the item kinds' `copyMany`. Hooks, not events: the copy
// is one transaction that is complete when the request answers (an after-commit subscriber would
// answer a half-made course), and each hook is set-based (one INSERT … SELECT per table, whatever
// the size of the course), handed the transaction and the id maps of the tables copied before it.
import { Prisma } from '@trilha/db';
import type { FileStorage } from '@trilha/storage';
import type { TenantTx } from '../deps.ts';
import type { ItemKindRegistry } from './item-kinds.ts';

/** The raw-SQL part of a Prisma client or transaction: all a copy hook needs. */
export type SqlClient = Pick<TenantTx, '$queryRaw' | '$executeRaw'>;

/** old id → new id of one table's copied rows, as two parallel arrays that `unnest` joins back. */
export type IdMap = { readonly old: number[]; readonly new: number[] };

export const idMapOf = (rows: { old_id: number; new_id: number }[]): IdMap => ({
  old: rows.map((r) => r.old_id),
  new: rows.map((r) => r.new_id),
});

/** `unnest(old, new) AS alias(old_id, new_id)`: an id map as a table to join. */
export const idMapSql = (m: IdMap, alias: string) =>
  Prisma.sql`unnest(${m.old}::int[], ${m.new}::int[]) AS ${Prisma.raw(alias)}(old_id, new_id)`;

export type DisciplineCopyContext = {
  /** The copy's transaction (a client that reaches both companies' rows when they differ). */
  tx: SqlClient;
  storage: FileStorage;
  from: { companyId: number; disciplineId: number };
  to: { companyId: number; disciplineId: number };
  /** The id maps of the tables copied so far, by table: a hook adds those of its own tables. */
  ids: Map<string, IdMap>;
  /** Storage keys of objects written by the copy: removed if it fails (by the caller after commit). */
  copiedKeys: string[];
};

/**
 * An owner's part of the copy. `needs`: tables whose id maps it reads (the steps that give them run
 * first); `gives`: its tables whose id maps it leaves in `ids` (a map may be absent when nothing is
 * copied, e.g. questions within one company).
 */
export type DisciplineCopyStep = {
  name: string;
  needs?: readonly string[];
  gives?: readonly string[];
  run(ctx: DisciplineCopyContext): Promise<void>;
};

/**
 * The steps of the domains' manifests plus the item kinds' `copyMany` (after the items are copied),
 * in an order where each step runs after the steps that give what it needs. Throws at start-up when
 * a need is given by no step, or two steps give the same table.
 */
export function orderDisciplineCopy(steps: readonly DisciplineCopyStep[], kinds: ItemKindRegistry): DisciplineCopyStep[] {
  const copyMany = kinds.all.flatMap((k) => (k.copyMany ? [k] : []));
  const all: DisciplineCopyStep[] = [
    ...steps,
    ...copyMany.map((k) => ({
      name: `${k.type} item kind`,
      needs: ['material_items', ...(k.copyNeeds ?? [])],
      run: (ctx: DisciplineCopyContext) =>
        k.copyMany!(ctx.tx, {
          from: ctx.from.companyId,
          to: ctx.to.companyId,
          items: ctx.ids.get('material_items')!,
          ids: ctx.ids,
        }),
    })),
  ];
  const giver = new Map<string, DisciplineCopyStep>();
  for (const s of all)
    for (const t of s.gives ?? []) {
      if (giver.has(t)) throw new Error(`Discipline copy: ${giver.get(t)!.name} and ${s.name} both give ${t}`);
      giver.set(t, s);
    }
  const ordered: DisciplineCopyStep[] = [];
  const visiting = new Set<DisciplineCopyStep>();
  const visit = (s: DisciplineCopyStep) => {
    if (ordered.includes(s)) return;
    if (visiting.has(s)) throw new Error(`Discipline copy: ${s.name} needs what it gives (a cycle)`);
    visiting.add(s);
    for (const t of s.needs ?? []) {
      const g = giver.get(t);
      if (!g) throw new Error(`Discipline copy: ${s.name} needs ${t}, which no step gives`);
      visit(g);
    }
    visiting.delete(s);
    ordered.push(s);
  };
  all.forEach(visit);
  return ordered;
}
