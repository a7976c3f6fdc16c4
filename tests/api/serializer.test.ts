import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, responseJsonSchema } from '@trilha/api/http/serializer';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  score: z.number().min(0).max(100).nullable(),
  at: z.date(),
  tags: z.array(z.object({ id: z.number().int() })),
  extra: z.string().optional(),
  kind: z.enum(['a', 'b']),
  attrs: z.record(z.string(), z.string()).nullable(),
});

async function serve(check: boolean, data: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(createSerializerCompiler({ check }));
  app.get('/x', { schema: { response: { 200: item } } }, async () => data);
  const res = await app.inject('/x');
  await app.close();
  return res;
}

const row = {
  id: 1,
  name: 'Álgebra "1"\n',
  note: null,
  owner: { id: 2, name: 'Ana', passwordHash: 'secret' },
  score: 12.5,
  at: new Date('2026-01-02T03:04:05.678Z'),
  tags: [{ id: 3, companyId: 9 }],
  kind: 'a',
  attrs: { x: 'y' },
  passwordHash: 'secret',
};

describe('compiled response serializer', () => {
  it('is checked against zod in the test suites (NODE_ENV=test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  it('writes what zod wrote: declared properties only, nulls, dates as ISO, optional left out', async () => {
    for (const check of [false, true]) {
      const res = await serve(check, row);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secret');
      expect(JSON.parse(res.body)).toEqual({
        id: 1,
        name: 'Álgebra "1"\n',
        note: null,
        owner: { id: 2, name: 'Ana' },
        score: 12.5,
        at: '2026-01-02T03:04:05.678Z',
        tags: [{ id: 3 }],
        kind: 'a',
        attrs: { x: 'y' },
      });
    }
    const nulls = await serve(true, { ...row, owner: null, score: null, attrs: null, extra: 'e' });
    expect(JSON.parse(nulls.body)).toMatchObject({ owner: null, score: null, attrs: null, extra: 'e' });
  });

  it('compiles nullable fields to `nullable`, not to an anyOf that needs ajv per value', () => {
    const json = JSON.stringify(responseJsonSchema(item));
    expect(json).not.toContain('anyOf');
    expect(json).not.toContain('"null"');
  });

  it('fails a response that does not match its schema when checking', async () => {
    expect((await serve(true, { ...row, id: 1.5 })).statusCode).toBe(500);
    expect((await serve(true, { ...row, score: 101 })).statusCode).toBe(500);
  });
});
