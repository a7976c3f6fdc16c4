import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const contactsOf = (userId: number) => t.db.contact.findMany({ where: { userId }, orderBy: { id: 'asc' } });

describe('POST /contacts/create-many', () => {
  it('creates a user’s own contacts, normalising e-mail and phone', async () => {
    const u = await t.create.user(t.demo);
    const res = await t
      .as(u)
      .post('/contacts/create-many')
      .send({
        contacts: [
          { user_id: u.id, type: 'email', email: ' Eu@Exemplo.com ' },
          { user_id: u.id, type: 'whatsapp', phone_number: '(11) 98888-7777' },
          { user_id: u.id, type: 'linkedin', email: 'perfil@linkedin.com' },
        ],
      })
      .expect(201);
    expect(res.body.data).toEqual([
      expect.objectContaining({ user_id: u.id, type: 'email', email: 'eu@exemplo.com', phone_number: null }),
      expect.objectContaining({ type: 'whatsapp', email: null, phone_number: '11988887777' }),
      expect.objectContaining({ type: 'linkedin', email: 'perfil@linkedin.com' }),
    ]);
    expect(await contactsOf(u.id)).toHaveLength(3);
  });

  it('lets a manager write contacts of any member of the tenant', async () => {
    const u = await t.create.user(t.demo);
    await t
      .as(t.manager)
      .post('/contacts/create-many')
      .send({ contacts: [{ user_id: u.id, type: 'phone', phone_number: '1133334444' }] })
      .expect(201);
    expect(await contactsOf(u.id)).toEqual([expect.objectContaining({ type: 'phone', phoneNumber: '1133334444' })]);
  });

  it('is all or nothing: one invalid or out-of-reach item → 422 and no contact written', async () => {
    const u = await t.create.user(t.demo);
    const other = await t.create.user(t.demo);
    const foreign = await t.create.user(t.acme);
    const before = await t.rowCounts(['contacts']);
    const ok = { user_id: u.id, type: 'email', email: 'ok@exemplo.com' };

    const invalid = await t
      .as(u)
      .post('/contacts/create-many')
      .send({ contacts: [ok, { user_id: u.id, type: 'whatsapp', phone_number: '123' }] })
      .expect(422);
    expect(invalid.body.errors['contacts.1.phone_number']).toEqual([
      'Informe o telefone com DDD, apenas números (10 a 13 dígitos)',
    ]);
    const missing = await t
      .as(u)
      .post('/contacts/create-many')
      .send({ contacts: [ok, { user_id: u.id, type: 'email' }] })
      .expect(422);
    expect(missing.body.errors['contacts.1.email']).toEqual(['Informe o e-mail do contato']);
    // Someone else's contacts, for a user without contacts:manage-any, and another tenant's user for a manager.
    const notMine = await t
      .as(u)
      .post('/contacts/create-many')
      .send({ contacts: [ok, { ...ok, user_id: other.id }] })
      .expect(422);
    expect(notMine.body.errors).toEqual({ 'contacts.1.user_id': ['Usuário não encontrado'] });
    await t
      .as(t.manager)
      .post('/contacts/create-many')
      .send({ contacts: [ok, { ...ok, user_id: foreign.id }] })
      .expect(422);
    await t.as(u).post('/contacts/create-many').send({ contacts: [] }).expect(422);
    await t
      .as(u)
      .post('/contacts/create-many')
      .send({ contacts: [{ ...ok, type: 'fax' }] })
      .expect(422);
    expect(await t.rowCounts(['contacts'])).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    await t
      .as(null)
      .post('/contacts/create-many')
      .send({ contacts: [{ user_id: t.manager.id, type: 'email', email: 'x@y.com' }] })
      .expect(401);
  });
});

describe('POST /contacts/update-many', () => {
  it('replaces each contact’s type and values', async () => {
    const u = await t.create.user(t.demo);
    const a = await t.create.contact(u.id, { type: 'email' });
    const b = await t.create.contact(u.id, { type: 'phone' });
    const res = await t
      .as(u)
      .post('/contacts/update-many')
      .send({
        contacts: [
          { id: a.id, type: 'email', email: 'novo@exemplo.com' },
          { id: b.id, type: 'whatsapp', phone_number: '21 99999-0000' },
        ],
      })
      .expect(200);
    expect(res.body.data.map((c: { phone_number: string | null; email: string | null }) => c.email ?? c.phone_number)).toEqual([
      'novo@exemplo.com',
      '21999990000',
    ]);
    expect(await contactsOf(u.id)).toEqual([
      expect.objectContaining({ id: a.id, email: 'novo@exemplo.com' }),
      expect.objectContaining({ id: b.id, type: 'whatsapp', phoneNumber: '21999990000' }),
    ]);
  });

  it('is all or nothing: another user’s or another tenant’s contact → 422, nothing changed', async () => {
    const u = await t.create.user(t.demo);
    const other = await t.create.user(t.demo);
    const foreign = await t.create.user(t.acme);
    const mine = await t.create.contact(u.id);
    const theirs = await t.create.contact(other.id);
    const far = await t.create.contact(foreign.id);
    const snapshot = await t.db.contact.findMany({ orderBy: { id: 'asc' } });
    const res = await t
      .as(u)
      .post('/contacts/update-many')
      .send({
        contacts: [
          { id: mine.id, type: 'email', email: 'mudou@exemplo.com' },
          { id: theirs.id, type: 'email', email: 'x@exemplo.com' },
        ],
      })
      .expect(422);
    expect(res.body.errors).toEqual({ 'contacts.1.id': ['Contato não encontrado'] });
    await t
      .as(t.manager)
      .post('/contacts/update-many')
      .send({
        contacts: [
          { id: theirs.id, type: 'email', email: 'ok@exemplo.com' },
          { id: far.id, type: 'email', email: 'x@exemplo.com' },
        ],
      })
      .expect(422);
    await t
      .as(u)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: mine.id, type: 'email', email: 'sem-arroba' }] })
      .expect(422);
    await t
      .as(u)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: 999999, type: 'email', email: 'a@b.com' }] })
      .expect(422);
    expect(await t.db.contact.findMany({ orderBy: { id: 'asc' } })).toEqual(snapshot);
    await t
      .as(null)
      .post('/contacts/update-many')
      .send({ contacts: [{ id: mine.id, type: 'email', email: 'a@b.com' }] })
      .expect(401);
  });
});

describe('POST /contacts/delete-many', () => {
  it('deletes what is in reach and reports each refused id (bulk result); nothing in reach is a 422 that changes nothing', async () => {
    const u = await t.create.user(t.demo);
    const other = await t.create.user(t.demo);
    const [a, b, c] = [await t.create.contact(u.id), await t.create.contact(u.id), await t.create.contact(u.id)];
    const theirs = await t.create.contact(other.id);
    const foreign = await t.create.contact((await t.create.user(t.acme)).id);
    const before = await t.rowCounts(['contacts']);
    const notFound = (id: number) => ({ id, code: 'CONTACT_NOT_FOUND', message: 'Contato não encontrado' });

    const none = await t
      .as(u)
      .post('/contacts/delete-many')
      .send({ contacts_ids: [theirs.id, foreign.id, 2147483000] })
      .expect(422);
    expect(none.body).toMatchObject({
      code: 'BULK_NOTHING_DONE',
      message: 'Nenhum contato foi excluído',
      failed: [notFound(theirs.id), notFound(foreign.id), notFound(2147483000)],
    });
    await t.as(u).post('/contacts/delete-many').send({ contacts_ids: [] }).expect(422);
    await t
      .as(u)
      .post('/contacts/delete-many')
      .send({ contacts_ids: ['x'] })
      .expect(422);
    expect(await t.rowCounts(['contacts'])).toEqual(before);

    const some = await t
      .as(u)
      .post('/contacts/delete-many')
      .send({ contacts_ids: [a.id, theirs.id] })
      .expect(200);
    expect(some.body).toEqual({
      message: 'Alguns contatos não puderam ser excluídos',
      done: [a.id],
      failed: [notFound(theirs.id)],
    });
    const all = await t
      .as(u)
      .post('/contacts/delete-many')
      .send({ contacts_ids: [b.id, c.id] })
      .expect(200);
    expect(all.body).toEqual({ message: 'Contatos excluídos com sucesso', done: [b.id, c.id], failed: [] });
    expect(await contactsOf(u.id)).toEqual([]);
    expect(await t.rowCounts(['contacts'])).toEqual({ contacts: before.contacts! - 3 });

    await t
      .as(t.manager)
      .post('/contacts/delete-many')
      .send({ contacts_ids: [theirs.id] })
      .expect(200);
    await t
      .as(null)
      .post('/contacts/delete-many')
      .send({ contacts_ids: [theirs.id] })
      .expect(401);
  });
});

describe('GET /contacts', () => {
  it('lists one’s own contacts by default and a member’s for staff; 403 to a student, 404 across tenants', async () => {
    const u = await t.create.user(t.demo);
    const c = await t.create.contact(u.id, { type: 'whatsapp' });
    const own = await t.as(u).get('/contacts').expect(200);
    expect(own.body).toEqual({
      data: [{ id: c.id, user_id: u.id, type: 'whatsapp', email: null, phone_number: '11988887777', visibility: 'public' }],
      meta: { current_page: 1, per_page: 100, total: 1, last_page: 1 },
    });
    expect((await t.as(t.manager).get('/contacts').query({ user_id: u.id }).expect(200)).body.data).toHaveLength(1);
    const supervisor = await t.create.user(t.demo, { type: 'supervisor' });
    await t.as(supervisor).get('/contacts').query({ user_id: u.id }).expect(200);
    // A private contact (issue 29 item 15): its owner and those who keep it (a manager) list it; a
    // supervisor, who only reads, does not.
    await t.db.contact.update({ where: { id: c.id }, data: { visibility: 'private' } });
    expect((await t.as(u).get('/contacts').expect(200)).body.meta.total).toBe(1);
    expect((await t.as(t.manager).get('/contacts').query({ user_id: u.id }).expect(200)).body.data).toHaveLength(1);
    expect((await t.as(supervisor).get('/contacts').query({ user_id: u.id }).expect(200)).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    const student = await t.create.user(t.demo);
    await t.as(student).get('/contacts').query({ user_id: u.id }).expect(403);
    const foreign = await t.create.user(t.acme);
    await t.as(t.manager).get('/contacts').query({ user_id: foreign.id }).expect(404);
    await t.as(t.manager).get('/contacts').query({ user_id: 'abc' }).expect(422);
    await t.as(null).get('/contacts').expect(401);
  });
});
