import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; under the page's
// Content-Security-Policy (script-src without 'unsafe-eval', docs/security.md) its probe for that
// is refused and reported as a violation. Interpreted parsing is fast enough for forms and answers.
// Imported first by main.tsx: the setting must be in place before the first object is parsed.
z.config({ jitless: true });
