import Papa from 'papaparse';
import { z } from 'zod';
import { ERRORS } from '@trilha/shared';
import {
  INSCRIPTION_CSV_MAX_LINES,
  INSCRIPTION_MESSAGES as M,
  cellDate,
  type ImportInscriptionsBody,
  type Inscription,
} from '@trilha/shared/inscriptions';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import { AppError, appError } from '../../kit/errors.ts';
import { requireAccess } from '../../kit/access.ts';
import { assertWindow, checkEnrolments, rethrowDuplicate, writeEnrolments, type Window } from './enrol-users.ts';

const email = z.email();
type Line = { line: number; email: string; window: Window };

/**
 * POST /discipline-inscriptions/import: enrols the users a CSV lists (columns email, started_at,
 * finished_at; header line required; comma or semicolon; docs/learning-content.md "Enrolments").
 * ALL OR NOTHING: every line is checked first, and if any is refused the answer is 422 with each
 * refused line under `errors["lines.<n>"]` (n = the line of the file, the header being line 1)
 * and nothing is written; otherwise every inscription is written in one transaction.
 */
export async function importInscriptions(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  body: ImportInscriptionsBody,
): Promise<Inscription[]> {
  await requireAccess(deps, actor, 'discipline:manage', body.discipline_id);
  const parsed = Papa.parse<Record<string, string>>(body.csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('email')) throw appError('INSCRIPTION_IMPORT_HEADER');
  if (!parsed.data.length) throw appError('INSCRIPTION_IMPORT_EMPTY');
  if (parsed.data.length > INSCRIPTION_CSV_MAX_LINES) throw appError('INSCRIPTION_IMPORT_TOO_MANY');

  const errors: Record<string, string[]> = {};
  const refuse = (line: number, message: string) => (errors[`lines.${line}`] ??= []).push(message);
  // Rows are counted from the header (line 1); skipped blank lines are not in parsed.data, so the
  // cursor follows the row's own position in the text (the parser's newline count before it).
  const lines: Line[] = [];
  const seen = new Map<string, number>();
  const rowLines = lineNumbers(body.csv, parsed.data.length);
  for (const e of parsed.errors)
    if (e.row !== undefined && e.code !== 'UndetectableDelimiter') refuse(rowLines[e.row]!, e.message);
  parsed.data.forEach((row, i) => {
    const line = rowLines[i]!;
    const address = (row.email ?? '').trim().toLowerCase();
    if (!email.safeParse(address).success) return refuse(line, M.inscriptionImportEmail);
    const startedAt = cellDate(row.started_at, 'start');
    const finishedAt = cellDate(row.finished_at, 'end');
    if (startedAt === undefined || finishedAt === undefined) return refuse(line, M.inscriptionImportDate);
    try {
      assertWindow({ startedAt, finishedAt });
    } catch (err) {
      return refuse(line, (err as AppError).message);
    }
    if (seen.has(address)) return refuse(line, `${M.inscriptionImportRepeated} (linha ${seen.get(address)})`);
    seen.set(address, line);
    lines.push({ line, email: address, window: { startedAt, finishedAt } });
  });

  return deps.db
    .$transaction(async (tx) => {
      const members = await tx.companyUser.findMany({
        where: { user: { email: { in: lines.map((l) => l.email), mode: 'insensitive' }, deletedAt: null } },
        select: { userId: true, user: { select: { email: true } } },
      });
      const idOf = new Map(members.map((m) => [m.user.email.toLowerCase(), m.userId]));
      const found = lines.filter((l) => idOf.has(l.email));
      for (const l of lines) if (!idOf.has(l.email)) refuse(l.line, M.inscriptionUserNotFound);
      const { roles, refusals } = await checkEnrolments(
        tx,
        actor,
        body.discipline_id,
        found.map((l) => idOf.get(l.email)!),
      );
      const lineOf = new Map(found.map((l) => [idOf.get(l.email)!, l.line]));
      for (const r of refusals) refuse(lineOf.get(r.userId)!, ERRORS[r.code].message);
      if (Object.keys(errors).length)
        throw new AppError('INSCRIPTION_IMPORT_REJECTED', M.inscriptionImportRejected, sortByLine(errors));
      return writeEnrolments(
        tx,
        body.discipline_id,
        found.map((l) => ({ userId: idOf.get(l.email)!, role: roles.get(idOf.get(l.email)!)!, window: l.window })),
      );
    })
    .catch(rethrowDuplicate);
}

/** The file line (1-based, header = 1) of each of the first `count` non-blank data rows. */
function lineNumbers(csv: string, count: number): number[] {
  // Papa's own positions are not exposed per row; re-walk the text with the same rules (quotes
  // may hold newlines; blank lines are skipped) to number rows as a spreadsheet shows them.
  const out: number[] = [];
  let line = 1;
  let inQuotes = false;
  let rowStart = 1;
  let rowHasText = false;
  let header = true;
  for (let i = 0; i <= csv.length && out.length < count; i++) {
    const c = csv[i];
    if (c === undefined || (!inQuotes && (c === '\n' || c === '\r'))) {
      if (header) header = false;
      else if (rowHasText) out.push(rowStart);
      if (c === '\r' && csv[i + 1] === '\n') i++;
      line++;
      rowStart = line;
      rowHasText = false;
      continue;
    }
    if (c === '"') inQuotes = !inQuotes;
    else if (c === '\n') line++;
    if (!/[\s,;]/.test(c)) rowHasText = true;
  }
  while (out.length < count) out.push(line);
  return out;
}

const sortByLine = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).sort(([a], [b]) => Number(a.slice(6)) - Number(b.slice(6))));
