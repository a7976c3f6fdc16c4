import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { Prisma, runAsTenant, tenantKey, tenantPoolOf, type TenantDb } from '@trilha/db';
import { RETRY_POLICY, UnrecoverableError, type JobHandler } from '@trilha/jobs';
import { ERRORS, can, canManageEnrolmentOf, type UserType } from '@trilha/shared';
import {
  INSCRIPTION_IMPORT_LIMITS as LIMITS,
  INSCRIPTION_MESSAGES as M,
  INSCRIPTION_REJECTED_CSV_COLUMNS,
  presentImport,
  readCsvEnrolment,
  type InscriptionImportRow,
} from '@trilha/shared/inscriptions';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import type { FileStorage } from '@trilha/storage';
import { SeenEmails } from './seen-emails.ts';

type Deps = { tenantDb: TenantDb; storage: FileStorage; emitter: Pick<RealtimeEmitter, 'toUser'> };

/** One data line of the file, read and checked on its own. */
type Line = {
  line: number;
  cells: { email: string; started_at: string; finished_at: string };
  email?: string;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  reason?: string;
};

type Counts = { created: number; existing: number; rejected: number };

/** Live progress at most this often (a batch of 1,000 lines takes a few ms; the bar needs no more). */
const PROGRESS_EVERY_MS = 250;
/** Refused lines read back per page when their CSV is written. */
const REJECTED_PAGE = 5000;
/** A cell as kept in the refused lines (the upload caps a line at 4 KB anyway). */
const cell = (v: string | undefined) => (v ?? '').slice(0, 320);

/**
 * The e-mails already seen in the file, for "repeated": 48 bits of their SHA-1, not the strings
 * (200,000 addresses as strings were ~20 MB of the worker's heap; as numbers, ~5). Two different
 * addresses of one file share 48 bits with a chance of about 1 in 14,000 at 200,000 lines; the
 * second would be refused as repeated and can be sent again alone.
 */
const emailKey = (email: string) => createHash('sha1').update(email).digest().readUIntBE(0, 6);

/** Thrown when the row moved on under this run (another run of the same job, a stalled worker's twin). */
class Superseded extends Error {}

const SELECT = {
  id: true,
  status: true,
  disciplineId: true,
  requestedById: true,
  fileName: true,
  storageKey: true,
  totalLines: true,
  linesDone: true,
  createdCount: true,
  existingCount: true,
  rejectedCount: true,
  rejectedKey: true,
  error: true,
  createdAt: true,
  finishedAt: true,
} as const;

/**
 * inscriptions.import-csv: reads an uploaded enrolment CSV from storage as a stream (papaparse's
 * Node stream, so one batch of rows is in memory at a time), checks each line, and per batch of
 * LIMITS.batchLines lines, in ONE transaction: looks the e-mails up (one statement), inserts the
 * enrolments (one INSERT … SELECT FROM unnest … ON CONFLICT DO NOTHING: whoever is enrolled
 * already, by an earlier send of the same file or anyone, is counted as such, never twice), the
 * refused lines with their reason, and the counters with `lines_done`, conditioned on the
 * `lines_done` read (a twin run rolls back). A retry reads the file again from the top, skipping
 * the committed lines (re-reading them only to remember their e-mails for "repeated in the file").
 * Done: the refused lines become a CSV in private storage, the upload is removed, the requester
 * hears `.inscriptions.import.done`. Seats are not involved: an enrolment takes no licence seat
 * (seats count company members, docs/accounts-and-companies.md), and only members are enrolled.
 */
export function importInscriptionsCsv(deps: Deps): JobHandler<'inscriptions.import-csv'> {
  return (payload, ctx) =>
    runAsTenant(payload.company_id, async () => {
      const db = deps.tenantDb;
      const companyId = payload.company_id;
      const row = await db.inscriptionImport.findFirst({ where: { id: payload.import_id }, select: SELECT });
      if (!row) throw new UnrecoverableError(`inscription import ${payload.import_id} not found`);
      if (row.status === 'done' || row.status === 'failed') return;
      const fail = async (error: string) => {
        const failed = await db.inscriptionImport.update({
          where: tenantKey(row.id),
          data: { status: 'failed', error, finishedAt: new Date() },
          select: SELECT,
        });
        deps.emitter.toUser(row.requestedById, '.inscriptions.import.done', presentImport(failed));
      };
      try {
        const requester = await db.user.findFirst({ where: { id: row.requestedById }, select: { type: true } });
        const object = requester ? await deps.storage.open(row.storageKey) : null;
        if (!requester || !object) {
          ctx.logger.warn({ jobId: ctx.id, importId: row.id }, `inscriptions: the ${requester ? 'file' : 'requester'} is gone`);
          return void (await fail(M.inscriptionImportFailed));
        }
        await db.inscriptionImport.updateMany({ where: { id: row.id, status: 'pending' }, data: { status: 'running' } });
        const counts = await enrolLines(deps, companyId, row, requester.type as UserType, object.body);
        await finish(deps, companyId, row, counts);
        ctx.logger.info({ jobId: ctx.id, importId: row.id, ...counts }, 'inscriptions: CSV imported');
      } catch (err) {
        if (err instanceof Superseded) return;
        if (ctx.attempt >= RETRY_POLICY.attempts) await fail(M.inscriptionImportFailed).catch(() => undefined);
        throw err;
      }
    });
}

/** Reads the file and commits it batch by batch; resolves to the final counts. */
async function enrolLines(
  deps: Deps,
  companyId: number,
  row: InscriptionImportRow & { requestedById: number },
  requesterType: UserType,
  body: Readable,
): Promise<Counts> {
  const counts: Counts = { created: row.createdCount, existing: row.existingCount, rejected: row.rejectedCount };
  let committed = row.linesDone;
  const seen = new SeenEmails(row.totalLines);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    header: true,
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (h: string) =>
      h
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
  });
  body.on('error', (err) => parser.destroy(err));
  // Decoded as a text stream, so a character split between two chunks stays whole.
  body.setEncoding('utf8');
  body.pipe(parser);
  // The header is line 1; papaparse hands out the rows after it.
  let line = 2;
  let record = 0;
  let batch: Line[] = [];
  let lastEmit = 0;
  const flush = async () => {
    if (!batch.length) return;
    const added = await commitBatch(deps, companyId, row, requesterType, batch, committed);
    committed += batch.length;
    counts.created += added.created;
    counts.existing += added.existing;
    counts.rejected += added.rejected;
    batch = [];
    if (Date.now() - lastEmit >= PROGRESS_EVERY_MS) {
      lastEmit = Date.now();
      deps.emitter.toUser(row.requestedById, '.inscriptions.import.progress', {
        id: row.id,
        lines_done: committed,
        total_lines: row.totalLines,
        created_count: counts.created,
        existing_count: counts.existing,
        rejected_count: counts.rejected,
      });
    }
  };
  try {
    for await (const r of parser as AsyncIterable<Record<string, string | undefined>>) {
      const at = line;
      // A quoted cell may hold line breaks: the next row starts that many lines further.
      let blank = true;
      for (const v of Object.values(r)) {
        if (typeof v !== 'string') continue;
        if (v.trim()) blank = false;
        for (let i = v.indexOf('\n'); i >= 0; i = v.indexOf('\n', i + 1)) line++;
      }
      line++;
      if (blank) continue;
      record++;
      const checked = readCsvEnrolment(r);
      const email = 'email' in checked ? checked.email : null;
      const key = email ? emailKey(email) : null;
      const first = key !== null ? seen.get(key) : undefined;
      if (key !== null && first === undefined) seen.set(key, at);
      // Lines a previous run committed: only their e-mails are remembered.
      if (record <= committed) continue;
      const cells = { email: cell(r.email), started_at: cell(r.started_at), finished_at: cell(r.finished_at) };
      if ('reason' in checked) batch.push({ line: at, cells, reason: checked.reason });
      else if (first !== undefined) batch.push({ line: at, cells, reason: `${M.inscriptionImportRepeated} (linha ${first})` });
      else batch.push({ line: at, cells, ...checked });
      if (batch.length >= LIMITS.batchLines) await flush();
    }
    await flush();
  } finally {
    // The file is closed whatever happened (a refused batch, a superseded run, a broken stream).
    body.destroy();
  }
  return counts;
}

type Found = { line: number; user_id: number | null; type: string | null };

/** Runs statements in one transaction: on the tenant client's own pool, or through Prisma without it. */
type Tx = <R>(query: Prisma.Sql) => Promise<{ rows: R[]; count: number }>;

/**
 * One transaction, straight on the tenant client's pool (tenantPoolOf: the same tenant binding and
 * row-level security): Prisma's raw-query path costs several objects per cell, which at 200,000
 * lines was most of the worker's memory (as for the grades CSV, docs/benchmarks.md).
 */
async function inTransaction<T>(db: TenantDb, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = tenantPoolOf(db);
  if (!pool)
    return db.$transaction(async (p) =>
      fn(async <R>(q: Prisma.Sql) => {
        const rows = await p.$queryRaw<R[]>(q);
        return { rows, count: rows.length };
      }),
    );
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(async <R>(q: Prisma.Sql) => {
      const r = await client.query(q.text, q.values);
      return { rows: r.rows as R[], count: r.rowCount ?? 0 };
    });
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** One batch in one transaction: look-up, INSERT … ON CONFLICT DO NOTHING, refused lines, counters. */
async function commitBatch(
  deps: Deps,
  companyId: number,
  row: { id: number; disciplineId: number },
  requesterType: UserType,
  batch: Line[],
  committed: number,
): Promise<Counts> {
  return inTransaction(deps.tenantDb, async (tx) => {
    const rejected = batch.filter((l) => l.reason !== undefined);
    const candidates = batch.filter((l) => l.reason === undefined);
    const byLine = new Map(candidates.map((l) => [l.line, l]));
    const found = candidates.length
      ? (
          await tx<Found>(Prisma.sql`
          SELECT i.line, m.id AS user_id, m.type::text AS type
            FROM unnest(${candidates.map((l) => l.line)}::int[], ${candidates.map((l) => l.email!)}::text[]) AS i(line, email)
            LEFT JOIN LATERAL (
              SELECT u.id, u.type FROM users u
               WHERE u.email = i.email AND u.deleted_at IS NULL
                 AND EXISTS (SELECT 1 FROM company_users cu WHERE cu.company_id = ${companyId} AND cu.user_id = u.id)
            ) m ON true`)
        ).rows
      : [];
    const toInsert: { line: Line; userId: number; role: string }[] = [];
    for (const f of found) {
      const l = byLine.get(f.line)!;
      const type = f.type as UserType | null;
      const code =
        f.user_id === null || !type
          ? 'INSCRIPTION_USER_NOT_FOUND'
          : !can(type, 'inscriptions:be-enrolled')
            ? 'INSCRIPTION_USER_NOT_ACADEMIC'
            : !canManageEnrolmentOf(requesterType, type)
              ? 'INSCRIPTION_ROLE_FORBIDDEN'
              : null;
      if (code) rejected.push({ ...l, reason: ERRORS[code].message });
      else toInsert.push({ line: l, userId: f.user_id!, role: type! });
    }
    const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
    const inserted = toInsert.length
      ? (
          await tx<{ user_id: number }>(Prisma.sql`
          INSERT INTO discipline_inscriptions (company_id, discipline_id, user_id, role, started_at, finished_at)
          SELECT ${companyId}, ${row.disciplineId}, t.user_id, t.role::"InscriptionRole", t.started_at, t.finished_at
            FROM unnest(${toInsert.map((e) => e.userId)}::int[], ${toInsert.map((e) => e.role)}::text[],
                        ${toInsert.map((e) => iso(e.line.startedAt))}::timestamptz[], ${toInsert.map((e) => iso(e.line.finishedAt))}::timestamptz[])
                 AS t(user_id, role, started_at, finished_at)
          ON CONFLICT (company_id, discipline_id, user_id) DO NOTHING
          RETURNING user_id`)
        ).count
      : 0;
    if (rejected.length)
      await tx(Prisma.sql`
        INSERT INTO inscription_import_rejections (company_id, import_id, line, email, started_at, finished_at, reason)
        SELECT ${companyId}, ${row.id}, r.line, r.email, r.started_at, r.finished_at, r.reason
          FROM unnest(${rejected.map((l) => l.line)}::int[], ${rejected.map((l) => l.cells.email)}::text[],
                      ${rejected.map((l) => l.cells.started_at)}::text[], ${rejected.map((l) => l.cells.finished_at)}::text[],
                      ${rejected.map((l) => l.reason!)}::text[]) AS r(line, email, started_at, finished_at, reason)
        ON CONFLICT DO NOTHING
        RETURNING 1 AS one`);
    const added: Counts = { created: inserted, existing: toInsert.length - inserted, rejected: rejected.length };
    // Conditioned on the committed count read: a twin run of the same job rolls back here.
    const { count } = await tx(Prisma.sql`
      UPDATE inscription_imports
         SET lines_done = lines_done + ${batch.length}, created_count = created_count + ${added.created},
             existing_count = existing_count + ${added.existing}, rejected_count = rejected_count + ${added.rejected}
       WHERE company_id = ${companyId} AND id = ${row.id} AND lines_done = ${committed} AND status = 'running'
      RETURNING id`);
    if (count === 0) throw new Superseded();
    return added;
  });
}

/** The refused lines' CSV (keyset pages of the rejections table), the row marked done, the upload removed, the requester told. */
async function finish(
  deps: Deps,
  companyId: number,
  row: { id: number; storageKey: string; requestedById: number },
  counts: Counts,
) {
  const db = deps.tenantDb;
  let rejectedKey: string | null = null;
  if (counts.rejected > 0) {
    rejectedKey = `private/c${companyId}/inscription-imports/rejected-${row.id}-${randomUUID()}.csv`;
    try {
      await deps.storage.put(rejectedKey, rejectedCsv(db, row.id), 'text/csv; charset=utf-8');
    } catch (err) {
      await deps.storage.delete(rejectedKey).catch(() => undefined);
      throw err;
    }
  }
  const { count } = await db.inscriptionImport.updateMany({
    where: { id: row.id, status: 'running' },
    data: { status: 'done', rejectedKey, finishedAt: new Date() },
  });
  if (count === 0) {
    if (rejectedKey) await deps.storage.delete(rejectedKey);
    throw new Superseded();
  }
  await db.inscriptionImportRejection.deleteMany({ where: { importId: row.id } });
  await deps.storage.delete(row.storageKey).catch(() => undefined);
  const done = await db.inscriptionImport.findFirstOrThrow({ where: { id: row.id }, select: SELECT });
  deps.emitter.toUser(row.requestedById, '.inscriptions.import.done', presentImport(done));
}

/**
 * The refused lines as CSV text, page by page: a UTF-8 byte-order mark (Excel), `;` as separator
 * (Excel in pt-BR), the columns INSCRIPTION_REJECTED_CSV_COLUMNS; a cell starting with = + - @ is
 * prefixed with ' so a spreadsheet does not run it (papaparse's escapeFormulae).
 */
async function* rejectedCsv(db: TenantDb, importId: number): AsyncIterable<Buffer> {
  const unparse = (rows: unknown[][]) => Papa.unparse(rows, { delimiter: ';', newline: '\r\n', escapeFormulae: true }) + '\r\n';
  yield Buffer.from('\uFEFF' + unparse([[...INSCRIPTION_REJECTED_CSV_COLUMNS]]));
  let after = 0;
  for (;;) {
    const page = await db.inscriptionImportRejection.findMany({
      where: { importId, line: { gt: after } },
      orderBy: { line: 'asc' },
      take: REJECTED_PAGE,
      select: { line: true, email: true, startedAt: true, finishedAt: true, reason: true },
    });
    if (!page.length) return;
    yield Buffer.from(unparse(page.map((r) => [r.line, r.email, r.startedAt, r.finishedAt, r.reason])));
    after = page[page.length - 1]!.line;
  }
}
