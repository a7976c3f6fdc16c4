// The table-write scanner of tests/platform/table-ownership.test.ts: which tables a TypeScript
// source writes, through Prisma's delegates or raw SQL, read from its syntax tree (TypeScript's
// own parser: comments, strings and templates are told apart exactly, not by regular expressions
// over the whole text).
import ts from 'typescript';

/** A Prisma model and the SQL table it maps to (`model User { … @@map("users") }`). */
export type SchemaModel = { model: string; table: string };

/** The models of Prisma schema files' text: each model's name and its @@map table (else its name). */
export function modelsOf(schema: string): SchemaModel[] {
  return [...schema.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)].map((m) => ({
    model: m[1]!,
    table: /@@map\(\s*"([^"]+)"\s*\)/.exec(m[2]!)?.[1] ?? m[1]!,
  }));
}

/** One write found: the table, how (`tx.user.update`, `INSERT INTO`), and its 1-based line. */
export type TableWrite = { table: string; via: string; line: number };

const PRISMA_WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

// SQL that changes a table's rows. The table word is checked against the schema's tables, so
// Portuguese prose or an unrelated `update(` never counts. `UPDATE` after `DO` (ON CONFLICT … DO
// UPDATE SET) or `FOR [NO KEY] UPDATE` (row locks) is not a statement of its own; an UPDATE is one
// with its SET (`UPDATE users u SET …`), not a word of a sentence.
const NAME = String.raw`(?:"?public"?\.)?"?([A-Za-z_][\w]*)"?`;
const SQL_WRITES: { re: RegExp; via: string }[] = [
  { re: new RegExp(String.raw`\bINSERT\s+INTO\s+${NAME}`, 'gi'), via: 'INSERT INTO' },
  {
    re: new RegExp(
      String.raw`(?<!\bDO\s+)(?<!\bFOR\s+(?:NO\s+KEY\s+)?)\bUPDATE\s+(?:ONLY\s+)?${NAME}(?:\s+(?:AS\s+)?\w+)?\s+SET\b`,
      'gi',
    ),
    via: 'UPDATE',
  },
  { re: new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?${NAME}`, 'gi'), via: 'DELETE FROM' },
  { re: new RegExp(String.raw`\bMERGE\s+INTO\s+${NAME}`, 'gi'), via: 'MERGE INTO' },
  { re: new RegExp(String.raw`\bCOPY\s+${NAME}(?:\s*\([^)]*\))?\s+FROM\b`, 'gi'), via: 'COPY … FROM' },
];
// TRUNCATE [TABLE] [ONLY] a, b, c
const TRUNCATE =
  /\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?((?:(?:"?public"?\.)?"?[A-Za-z_]\w*"?\s*,\s*)*(?:"?public"?\.)?"?[A-Za-z_]\w*"?)/gi;

/** The text of a string or template literal; each `${…}` becomes a placeholder, which names no table. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => ` $1 ${s.literal.text}`).join('');
  return null;
}

/** The tables one piece of SQL writes (names not in `tables` are left out). */
export function sqlWrites(sql: string, tables: ReadonlySet<string>): { table: string; via: string; at: number }[] {
  const found: { table: string; via: string; at: number }[] = [];
  for (const { re, via } of SQL_WRITES)
    for (const m of sql.matchAll(re)) if (tables.has(m[1]!)) found.push({ table: m[1]!, via, at: m.index });
  for (const m of sql.matchAll(TRUNCATE))
    for (const name of m[1]!.split(',')) {
      const table = name
        .trim()
        .replace(/^"?public"?\./, '')
        .replace(/"/g, '');
      if (tables.has(table)) found.push({ table, via: 'TRUNCATE', at: m.index });
    }
  return found;
}

/**
 * Every write of `source` to a table of `models`: a Prisma delegate's write method called on any
 * client or transaction (`tx.user.update(…)`, `deps.db.grade.upsert(…)`, `db.file?.create(…)`),
 * and SQL in any string or template literal (`$executeRaw\`…\``, `Prisma.sql\`…\``, `sql\`…\``,
 * a string handed to a query helper).
 */
export function tableWrites(source: string, models: readonly SchemaModel[], fileName = 'x.ts'): TableWrite[] {
  const byDelegate = new Map(models.map((m) => [m.model[0]!.toLowerCase() + m.model.slice(1), m.table]));
  const tables = new Set(models.map((m) => m.table));
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const out: TableWrite[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && PRISMA_WRITES.has(callee.name.text)) {
        const target = callee.expression;
        const delegate = ts.isPropertyAccessExpression(target)
          ? target.name.text
          : ts.isElementAccessExpression(target) && ts.isStringLiteralLike(target.argumentExpression)
            ? target.argumentExpression.text
            : null;
        const table = delegate ? byDelegate.get(delegate) : undefined;
        if (table) out.push({ table, via: `.${delegate}.${callee.name.text}`, line: lineOf(callee.name.getStart(file)) });
      }
    }
    // The outermost literal only: a template's spans are visited as code (a nested Prisma.sql).
    const text = literalText(node);
    if (text !== null) {
      const start = lineOf(node.getStart(file));
      for (const { table, via, at } of sqlWrites(text, tables))
        out.push({ table, via, line: start + (text.slice(0, at).match(/\n/g)?.length ?? 0) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
