// No text in a screen outside the catalogue (issue 20 "Languages"): the words a person reads or
// hears in features/ and shell/ come from t(), so English and Spanish cover the whole interface.
// An AST walk (the TypeScript compiler, already a dependency) over every .tsx of those folders finds
// JSX text with letters and string literals in the attributes people read or hear.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_SRC = join(ROOT, 'apps/web/src');
/** Attributes whose value is read by people or their assistive technology, and the kit's text props. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
  'subtitle',
  'heading',
  'message',
  'body',
  'text',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
]);
/** A letter in any alphabet: punctuation, numbers and symbols ('·', '—', '%', '/ 10') need no translation. */
const WORDS = /\p{L}{2,}/u;

/** Literals that are not interface language, each with its reason (file → exact texts). */
const ALLOWED: Record<string, readonly string[]> = {
  // An example address as the placeholder of the SCORM origins field: a URL reads the same in every language.
  'apps/web/src/features/companies/CompanyForm.tsx': ['https://player.vimeo.com'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

/** Every literal a person would read in `file`: "file:line: text". */
export function literalsIn(file: string, source = readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (!WORDS.test(t) || ALLOWED[relative(ROOT, file)]?.includes(t)) return;
    found.push(`${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${JSON.stringify(t)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && SPOKEN.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) {
        const e = init.expression;
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
        else if (ts.isTemplateExpression(e)) report(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' '));
      }
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const e = node.expression;
      // {'Texto'} or {`Texto ${x}`} as a child: the same as JSX text.
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
      else if (ts.isTemplateExpression(e)) report(e, [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' '));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no interface text outside the catalogue', () => {
  const screens = [...files(join(WEB_SRC, 'features')), ...files(join(WEB_SRC, 'shell')), ...files(join(WEB_SRC, 'ui'))];

  it('reads the screens', () => expect(screens.length).toBeGreaterThan(100));

  it('features/, shell/ and ui/ have no literal text in JSX or spoken attributes', () => {
    expect(screens.flatMap((f) => literalsIn(f))).toEqual([]);
  });

  it('the walk finds text, spoken attributes and string children, and ignores the rest', () => {
    const source = `export const A = () => (
      <div className="p-4" data-x="Nada" aria-label="Fechar">
        Olá mundo
        <img alt={'Foto'} src="a.png" />
        {'Texto solto'}
        {\`\${n} itens\`}
        {t('ok')} · 10 / 10 %
      </div>
    );`;
    expect(literalsIn(join(WEB_SRC, 'features/x/X.tsx'), source).map((l) => l.replace(/^.*?: /, ''))).toEqual([
      '"Fechar"',
      '"Olá mundo"',
      '"Foto"',
      '"Texto solto"',
      '"itens"',
    ]);
  });
});
