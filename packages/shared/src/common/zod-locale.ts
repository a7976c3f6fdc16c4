import { z } from 'zod';

// Validation messages zod writes itself (a wrong type, a number too large…) in the platform's
// language, for the API's 422s and the web's forms alike; the spec's own texts are set per field.
// Imported by the kernel and by common/http.ts, which every domain's schemas use.
z.config(z.locales.ptBR());
