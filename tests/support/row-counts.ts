import type { Db } from '@trilha/db';

/** Row counts of the given tables, to assert that a refused request wrote nothing. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) {
    if (!/^[a-z_]+$/.test(t)) throw new Error(`bad table ${t}`);
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${t}`);
    out[t] = Number(row!.n);
  }
  return out;
}
