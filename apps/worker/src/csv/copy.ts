import Papa from 'papaparse';
import { to as copyTo } from 'pg-copy-streams';
import { Prisma, tenantPoolOf, type TenantDb } from '@trilha/db';
import { inlineSql } from '@trilha/queries/sql';
import { CSV_OPTIONS, UTF8_BOM } from './format.ts';

/**
 * A CSV export as chunks: the BOM and the header (in the requester's language), then the rows of
 * `query` as PostgreSQL writes them with `COPY (…) TO STDOUT (FORMAT csv, DELIMITER ';')`, streamed
 * through pg-copy-streams as they come (back-pressure: the socket is read as fast as storage takes
 * it). One statement, one sort, no JavaScript per cell: the keyset pages it replaces re-ran the
 * query (and its sort of the whole discipline) for every 1,000 rows (docs/benchmarks.md "Grades
 * CSV"). `query` selects the cells already formatted (labels, decimal comma, dates, the formula
 * guard: csvCellSql).
 *
 * Tenancy: the connection is a checkout of the tenant client's own pool (tenantPoolOf), bound to the
 * current tenant as every query of it, so row-level security applies to the COPY's SELECT exactly
 * as to the list's. Must run inside runAsTenant. COPY takes no parameters: the values go in as
 * literals quoted by the connection (inlineSql). `onRows` gets the row count COPY reports.
 */
export async function* copyCsvChunks(
  db: TenantDb,
  o: { header: readonly string[]; query: Prisma.Sql },
  onRows: (n: number) => void,
): AsyncGenerator<Buffer> {
  yield Buffer.from(UTF8_BOM + Papa.unparse([[...o.header]], { ...CSV_OPTIONS, header: false }) + COPY_NEWLINE);
  const pool = tenantPoolOf(db);
  if (!pool) throw new Error('copyCsvChunks: the tenant client has no pool');
  const client = await pool.connect();
  let finished = false;
  try {
    const sql = inlineSql(o.query, (s) => client.escapeLiteral(s));
    const stream = copyStream(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, DELIMITER ';')`);
    // pg-copy-streams takes the socket's 'data' for itself and insists pg's listener is the only
    // one; a connection with DATABASE_QUERY_TIMEOUT_MS also has the silence watch's
    // (prisma/src/client.ts timedClient). It is set aside for the COPY and fed the COPY's chunks,
    // so a long export that keeps receiving is never taken for a silent server; then put back.
    const socket = (client as unknown as { connection: { stream: NodeJS.EventEmitter } }).connection.stream;
    const [, ...watchers] = socket.listeners('data') as ((chunk: Buffer) => void)[];
    for (const w of watchers) socket.off('data', w);
    try {
      client.query(stream);
      for await (const chunk of stream) {
        for (const w of watchers) w.call(socket, chunk as Buffer);
        yield chunk as Buffer;
      }
      await stream.completed;
    } finally {
      for (const w of watchers) socket.on('data', w);
    }
    finished = true;
    onRows(stream.rowCount ?? 0);
  } finally {
    // A COPY left half-read (storage failed, the job stopped) leaves the connection mid-protocol:
    // release(true) closes it instead of handing it back to the pool.
    client.release(!finished);
  }
}

/**
 * A COPY TO stream that also says when the statement is over. pg-copy-streams ends the stream at
 * CopyDone, before PostgreSQL's CommandComplete (the row count) and ReadyForQuery: a connection
 * released or ended at that point still has the COPY as its active query (ending it then errored
 * the stream after its consumer had gone: an unhandled 'error'). `completed` resolves at
 * ReadyForQuery (the hook pg calls on its active query) and rejects on a later error.
 */
export function copyStream(text: string): ReturnType<typeof copyTo> & { completed: Promise<void> } {
  const stream = copyTo(text) as ReturnType<typeof copyTo> & { completed: Promise<void>; handleReadyForQuery(): void };
  stream.completed = new Promise<void>((resolve, reject) => {
    stream.handleReadyForQuery = () => resolve();
    stream.on('error', reject);
  });
  stream.completed.catch(() => undefined); // the for-await reports an error during the rows
  return stream;
}

/** PostgreSQL ends CSV lines with LF; the header is written the same (spreadsheets read either). */
export const COPY_NEWLINE = '\n';

/**
 * A text cell as a spreadsheet must see it: a value starting with = + - @ tab or CR gets a leading
 * `'`, so no spreadsheet runs it as a formula (CSV_OPTIONS.escapeFormulae, the rule of the
 * papaparse path, in SQL).
 */
export const csvTextSql = (col: Prisma.Sql): Prisma.Sql =>
  Prisma.sql`CASE WHEN left(${col}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${col} ELSE ${col} END`;

/** A column of codes as their labels (an item type, a status), in the requester's language. */
export const labelSql = (col: Prisma.Sql, labels: Readonly<Record<string, string>>): Prisma.Sql =>
  Prisma.sql`CASE ${col} ${Prisma.join(
    Object.entries(labels).map(([code, label]) => Prisma.sql`WHEN ${code} THEN ${label}`),
    ' ',
  )} END`;
