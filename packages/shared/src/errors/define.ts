/**
 * One error of the API: its HTTP status, its pt-BR message and, when it is about one input, the
 * field it belongs to (the web puts the message under that field). The web keys on the code,
 * never on the message text.
 */
export type ErrorDef = { readonly status: number; readonly message: string; readonly field?: string };

/** A domain's error codes, declared in its own `errors.ts`; errors/registry.ts collects them. */
export const defineErrors = <const T extends Record<string, ErrorDef>>(defs: T): T => defs;
