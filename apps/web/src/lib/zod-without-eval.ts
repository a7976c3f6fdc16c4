// zod compiles object parsers with `new Function` when it may; under the page's
// Content-Security-Policy (script-src without 'unsafe-eval', docs/security.md) its probe for that
// is refused and reported as a violation. Interpreted parsing is fast enough for forms and answers.
// Imported first by main.tsx: the setting must be in place before the first object is parsed.
//
// Not `z.config(...)`: any import of zod here would make zod (its whole vendor chunk) a static
// import of the sign-in page, which does not otherwise load it (scripts/bundle-size.ts). zod keeps
// its global settings on `globalThis.__zod_globalConfig` and creates that object only when it is
// absent (zod/v4/core/core.js), so setting it before any chunk loads zod is the same as
// `z.config({ jitless: true })`; tests/web/zod-without-eval.test.ts checks zod still reads it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod holds if it was somehow loaded first (mutated, never replaced).
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
