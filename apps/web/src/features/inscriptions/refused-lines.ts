export type Refused = { line: number; messages: string[] };

/** The refused lines of a 422 INSCRIPTION_IMPORT_REJECTED, in file order (errors["lines.<n>"]). */
export function refusedLines(errors: Record<string, string[]> | undefined): Refused[] {
  return Object.entries(errors ?? {})
    .filter(([k]) => k.startsWith('lines.'))
    .map(([k, messages]) => ({ line: Number(k.slice(6)), messages }))
    .sort((a, b) => a.line - b.line);
}
