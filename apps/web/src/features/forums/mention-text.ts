/** Longest text after `@` still read as a name being typed (a name has a first and a last name at most). */
const MAX_QUERY = 40;

/**
 * The @mention being typed at the caret, if any: an `@` at the start or after a space or line
 * break, followed by at most two words and no line break. `start` is the `@`'s index.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1]!))) return null;
  const query = before.slice(at + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query) || /\s\S*\s/.test(query) || query.startsWith(' ')) return null;
  return { start: at, query };
}

/** The text with the typed `@query` replaced by `@Full Name ` and where the caret goes after it. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The picked members whose `@Name` is still in the text (what the API keeps, too). */
export function mentionedIds(text: string, picked: ReadonlyMap<number, string>): number[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}

/**
 * A comment's text cut where its mentions are, so the screen can mark them: plain strings and
 * `{ mention }` parts, longest names first (so "@Ana Souza" wins over "@Ana").
 */
export function splitMentions(text: string, names: readonly string[]): (string | { mention: string })[] {
  const tokens = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (tokens.length === 0) return [text];
  const escaped = tokens.map((n) => `@${n}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(${escaped.join('|')})`, 'g');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => (tokens.some((n) => part === `@${n}`) ? { mention: part } : part));
}
