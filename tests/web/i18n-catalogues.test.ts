// Every text of the interface exists in English and Spanish, key for key with the pt-BR source
// (issue 20 "Languages"). The strings.<lang>.ts files are typed against their source, so a missing
// key is also a type error; this test says which file and which key in plain words, checks the
// placeholders a translation must keep, and that the server refusals and locale plumbing work.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, MESSAGES } from '@trilha/shared/kernel';
import { coreStrings } from '../../apps/web/src/i18n/core.ts';
import { filledValues, refusalText } from '../../apps/web/src/i18n/refusals.ts';
import { localeFromCookie } from '../../apps/web/src/i18n/locale.ts';
import { languageCookie } from '../../apps/web/src/features/language/choose-locale.ts';
import i18n from '../../apps/web/src/i18n/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_SRC = join(ROOT, 'apps/web/src');
const LANGS = ['en', 'es'] as const;
type Tree = { readonly [k: string]: string | Tree };

/** 'a.b.c' → text, for every string leaf. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const PLACEHOLDER = /\{\{?\s*(\w+)\s*\}?\}/g;
const placeholders = (s: string) => [...new Set([...s.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();

/** The problems of `translation` against `source`, each naming the file and the key. */
function compare(file: string, source: Tree, translation: Tree): string[] {
  const src = flatten(source);
  const tr = flatten(translation);
  const problems: string[] = [];
  for (const [key, text] of src) {
    const t = tr.get(key);
    if (t === undefined) problems.push(`${file}: missing key "${key}" (pt-BR: "${text}")`);
    else if (t.trim() === '' && text.trim() !== '') problems.push(`${file}: empty text for "${key}"`);
    else if (placeholders(t).join() !== placeholders(text).join())
      problems.push(
        `${file}: "${key}" has placeholders {${placeholders(t).join(', ')}}, the pt-BR text {${placeholders(text).join(', ')}}`,
      );
  }
  for (const key of tr.keys()) if (!src.has(key)) problems.push(`${file}: key "${key}" is not in the pt-BR source`);
  return problems;
}

const features = readdirSync(join(WEB_SRC, 'features')).filter((d) => existsSync(join(WEB_SRC, 'features', d, 'strings.ts')));
const rel = (p: string) => relative(ROOT, p);

describe('catalogues: every key in en and es, both directions', () => {
  it('finds the features that have strings', () => expect(features.length).toBeGreaterThan(20));

  for (const lang of LANGS) {
    it(`core (i18n/core.${lang}.ts, messages.${lang}.ts)`, async () => {
      const { default: core } = (await import(`../../apps/web/src/i18n/core.${lang}.ts`)) as { default: Tree };
      const { messages: _m, ...source } = coreStrings;
      const { messages, ...translated } = core as Tree & { messages: Tree };
      expect([
        ...compare(rel(join(WEB_SRC, `i18n/core.${lang}.ts`)), source as unknown as Tree, translated),
        ...compare(rel(join(WEB_SRC, `i18n/messages.${lang}.ts`)), MESSAGES as unknown as Tree, messages),
      ]).toEqual([]);
    });

    it(`every feature's strings.${lang}.ts`, async () => {
      const problems: string[] = [];
      for (const f of features) {
        const file = join(WEB_SRC, 'features', f, `strings.${lang}.ts`);
        if (!existsSync(file)) {
          problems.push(`${rel(file)}: missing (a translation of ${rel(join(WEB_SRC, 'features', f, 'strings.ts'))})`);
          continue;
        }
        const source = Object.entries(await import(`../../apps/web/src/features/${f}/strings.ts`)).find(([k]) =>
          k.endsWith('Strings'),
        )?.[1];
        const { default: translated } = (await import(`../../apps/web/src/features/${f}/strings.${lang}.ts`)) as {
          default: Tree;
        };
        problems.push(...compare(rel(file), source as Tree, translated));
      }
      expect(problems).toEqual([]);
    });
  }

  it('the comparison itself catches a missing, an extra key and a lost placeholder', () => {
    const problems = compare('x.ts', { a: { b: 'Olá {{name}}', c: 'Sair' } }, { a: { b: 'Hello', d: 'Out' } });
    expect(problems).toEqual([
      'x.ts: "a.b" has placeholders {}, the pt-BR text {name}',
      'x.ts: missing key "a.c" (pt-BR: "Sair")',
      'x.ts: key "a.d" is not in the pt-BR source',
    ]);
  });
});

describe('the language cookie', () => {
  it('reads pt, en and es; anything else is pt-BR', () => {
    expect(localeFromCookie('a=1; trilha_lang=en; b=2')).toBe('en');
    expect(localeFromCookie('trilha_lang=es')).toBe('es');
    expect(localeFromCookie('trilha_lang=pt')).toBe('pt-BR');
    expect(localeFromCookie('trilha_lang=fr')).toBe('pt-BR');
    expect(localeFromCookie('trilha_lang=%00<script>')).toBe('pt-BR');
    expect(localeFromCookie('')).toBe('pt-BR');
  });
  it('writes the short code for a year, on the whole site', () => {
    expect(languageCookie('es')).toBe('trilha_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeFromCookie(languageCookie('en').split(';')[0]!)).toBe('en');
  });
});

describe('server refusals in the page language, keyed on the code', () => {
  it('every error code declares a text of MESSAGES (so each has an en and es text)', () => {
    const texts = new Set(Object.values(MESSAGES) as string[]);
    const orphans = Object.entries(ERRORS)
      .filter(([, e]) => !texts.has(e.message))
      .map(([code]) => code);
    expect(orphans).toEqual([]);
  });

  it('translates a known code, carries filled-in values over and leaves anything else as sent', async () => {
    const { default: en } = await import('../../apps/web/src/i18n/core.en.ts');
    i18n.addResourceBundle('en', 'translation', en, true, true);
    expect(refusalText('INVALID_CREDENTIALS', ERRORS.INVALID_CREDENTIALS.message, 'en')).toBe('Invalid email or password');
    const tooLarge = ERRORS.MATERIAL_ITEM_FILE_TOO_LARGE.message.replace('{limit}', '50 MB');
    expect(refusalText('MATERIAL_ITEM_FILE_TOO_LARGE', tooLarge, 'en')).toBe('File too large: the limit is 50 MB');
    // A zod field message under a generic code, an unknown code, pt-BR itself: the server's words.
    expect(refusalText('VALIDATION_FAILED', 'Email Invalido', 'en')).toBe('Email Invalido');
    expect(refusalText('SOMETHING_NEW', 'Algo novo', 'en')).toBe('Algo novo');
    expect(refusalText('INVALID_CREDENTIALS', ERRORS.INVALID_CREDENTIALS.message, 'pt-BR')).toBe(
      ERRORS.INVALID_CREDENTIALS.message,
    );
    expect(filledValues('Aguarde {seconds} segundos.', 'Aguarde 30 segundos.')).toEqual({ seconds: '30' });
    expect(filledValues('Aguarde {seconds} segundos.', 'Outra coisa')).toBeUndefined();
  });
});
