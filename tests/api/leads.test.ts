import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();
const post = (token: string | null, body: object, host?: string) => t.as(token, host).post('/leads').send(body);
const lead = (o: Record<string, unknown> = {}) => ({
  name: 'Ana Lima',
  company: 'Escola Exemplo',
  email: 'ana@escola.com.br',
  contact: '(11) 98888-7777',
  additional_comments: 'Quero saber mais',
  functionality_triggered: 'Produção',
  ...o,
});

describe('POST /leads', () => {
  it('registers interest from any signed-in role, in the tenant it was sent from, WhatsApp digits only', async () => {
    const tutor = await t.create.user(t.acme, { type: 'tutor' });
    const res = await post(tutor.token, lead({ email: ' Ana@Escola.com.br ' }), 'acme.localhost').expect(201);
    expect(res.body.message).toBe('Interesse registrado, em breve entraremos em contato!');
    expect(res.body.data).toMatchObject({
      name: 'Ana Lima',
      contact: '11988887777',
      email: 'ana@escola.com.br',
      functionality_triggered: 'Produção',
    });
    const row = await t.db.lead.findFirstOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({
      companyId: t.acme.company.id,
      userId: tutor.id,
      contact: '11988887777',
      additionalComments: 'Quero saber mais',
    });
    const student = await t.create.user(t.demo, { type: 'student' });
    await post(student.token, lead({ additional_comments: '' })).expect(201);
  });

  it("enforces 001 §5 with the spec's messages, writing nothing", async () => {
    const u = await t.create.user(t.demo, { type: 'manager' });
    const before = await t.rowCounts(['leads']);
    const errorsOf = async (o: Record<string, unknown>) => (await post(u.token, lead(o)).expect(422)).body.errors;

    expect((await errorsOf({ name: '' })).name).toEqual(['Preencha o campo Nome']);
    expect((await errorsOf({ name: 'x'.repeat(256) })).name).toEqual(['O campo Nome atingiu seu tamanho máximo']);
    expect((await errorsOf({ company: undefined })).company).toEqual(['Preencha o campo Empresa']);
    expect((await errorsOf({ company: 'x'.repeat(256) })).company).toEqual(['O campo Empresa atingiu seu tamanho máximo']);
    expect((await errorsOf({ email: 'ana.escola.com' })).email).toEqual(['Email Invalido']);
    expect((await errorsOf({ email: 'a@b' })).email).toEqual(['Email inválido, domínio incompleto']);
    expect((await errorsOf({ email: `${'a'.repeat(250)}@b.com` })).email).toEqual(['O campo Email atingiu seu tamanho máximo']);
    const whatsapp = 'Preencha o campo WhatsApp no seguinte formato (DDD) 9####-####';
    expect((await errorsOf({ contact: '9888-7777' })).contact).toEqual([whatsapp]);
    expect((await errorsOf({ contact: '(11) 98888-77770' })).contact).toEqual([whatsapp]);
    expect((await errorsOf({ contact: undefined })).contact).toEqual([whatsapp]);
    expect((await errorsOf({ additional_comments: 'x'.repeat(256) })).additional_comments).toBeTruthy();
    expect(await t.rowCounts(['leads'])).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    await post(null, lead()).expect(401);
  });
});

describe('POST /leads over its limit', () => {
  // Issue 29 item 21: a schema-driven fuzz run from outside saw two new domain_events rows around a
  // 429 here. The throttle refuses before the use case runs, and no request path writes an outbox
  // row outside a use case's transaction; the likeliest writers are the caller's own sign-ins (each
  // POST /auth/login publishes `auth.signed-in`) or an earlier request's after-commit reactions.
  // This pins it: the refused request writes no row of any kind, its outbox included.
  it('a request refused with 429 writes nothing: no lead, no domain event, nothing delivered later', async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    for (let i = 0; i < 20; i++) await post(u.token, lead({ name: `Ana ${i}` })).expect(201);
    await t.delivered();
    const tables = ['leads', 'domain_events', 'notifications', 'audit_log'];
    const before = await t.rowCounts(tables);
    const refused = await post(u.token, lead({ name: 'Ana 21' })).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    await t.delivered();
    expect(await t.rowCounts(tables)).toEqual(before);
  });
});
