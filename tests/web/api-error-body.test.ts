// lib/api.ts reads an error body without zod (the sign-in page loads it before zod). It must read
// exactly what the lenient zod schema it replaced read: each field when the body is well typed,
// nothing when a known field has the wrong type, an unknown `code` as sent.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readErrorBody } from '../../apps/web/src/lib/api.ts';

/** The schema lib/api.ts used before (the reference). */
const previous = z
  .object({
    message: z.string(),
    code: z.string(),
    request_id: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .partial();
const reference = (json: unknown) => {
  const parsed = previous.safeParse(json);
  return parsed.success ? parsed.data : {};
};

const BODIES: unknown[] = [
  { message: 'E-mail ou senha inválidos', code: 'INVALID_CREDENTIALS', request_id: 'r1' },
  {
    message: 'Dados inválidos',
    code: 'VALIDATION_FAILED',
    errors: { email: ['Email Invalido'], password: ['Campo obrigatório'] },
  },
  { message: 'Novo', code: 'A_CODE_FROM_A_NEWER_API' },
  { message: 'x', extra: { nested: true } },
  {},
  { message: 3, code: 'X' },
  { message: null },
  { errors: { email: 'Email Invalido' } },
  { errors: { email: [1] } },
  { errors: [] },
  { errors: null },
  { code: ['X'] },
  [],
  null,
  'Internal Server Error',
  undefined,
  42,
];

describe('reading an error body', () => {
  for (const body of BODIES)
    it(`${JSON.stringify(body)}: as the zod schema read it`, () => {
      expect(JSON.parse(JSON.stringify(readErrorBody(body)))).toEqual(JSON.parse(JSON.stringify(reference(body))));
    });
});
