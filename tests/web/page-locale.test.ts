// The page's language (issue 29): the cookie of the selector when there is one, otherwise the
// browser's language when we have it, otherwise pt-BR (apps/web/src/i18n/locale.ts).
import { describe, expect, it } from 'vitest';
import { localeFromBrowser, pageLocale } from '../../apps/web/src/i18n/locale.ts';

describe('pageLocale', () => {
  it('follows the browser when nothing was chosen', () => {
    expect(pageLocale('', ['en-US', 'en'])).toBe('en');
    expect(pageLocale('a=1', ['es-MX'])).toBe('es');
    expect(pageLocale('', ['pt-PT'])).toBe('pt-BR');
    expect(pageLocale('', ['fr-FR', 'es'])).toBe('es');
    expect(pageLocale('', ['fr-FR', 'de'])).toBe('pt-BR');
    expect(pageLocale('', [])).toBe('pt-BR');
  });

  it('a choice in the selector (the cookie) wins over the browser', () => {
    expect(pageLocale('trilha_lang=pt', ['en-US'])).toBe('pt-BR');
    expect(pageLocale('x=y; trilha_lang=es', ['en-US'])).toBe('es');
    // A tampered cookie is pt-BR, as before.
    expect(pageLocale('trilha_lang=zz', ['en-US'])).toBe('pt-BR');
  });

  it('reads language tags case-insensitively', () => {
    expect(localeFromBrowser(['EN-gb'])).toBe('en');
    expect(localeFromBrowser([''])).toBeUndefined();
  });
});
