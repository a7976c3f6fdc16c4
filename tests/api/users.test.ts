import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@trilha/shared';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const newUser = (o: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  email: `m${Math.random().toString(36).slice(2, 10)}@demo.dev`,
  type: 'student',
  password: 'Senha@123',
  password_confirmation: 'Senha@123',
  ...o,
});
const avatarFiles = () => {
  const dir = join(t.storageDir, 'public/avatars');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

// 1×1 PNG, and the first bytes of JPEG and WEBP files.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

describe('POST /users', () => {
  it("creates a member of the host tenant's company, e-mail normalised, password hashed", async () => {
    const res = await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ email: ' Nova.Aluna@Demo.dev ', user_responsible: t.manager.id }))
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Maria Souza',
      email: 'nova.aluna@demo.dev',
      type: 'student',
      user_responsible: { id: t.manager.id },
    });
    const row = await t.db.user.findUniqueOrThrow({ where: { id: res.body.data.id }, include: { memberships: true } });
    expect(row.passwordHash).not.toContain('Senha');
    expect(row.memberships).toEqual([expect.objectContaining({ companyId: t.demo.company.id, responsibleId: t.manager.id })]);
    await t.as(null).post('/auth/login').send({ email: 'nova.aluna@demo.dev', password: 'Senha@123' }).expect(200);
  });

  it("answers 422 'E-mail já cadastrado' for a duplicate e-mail (any case) and writes nothing", async () => {
    await t.create.user(t.acme, { email: 'dup@acme.dev' });
    const before = await t.rowCounts(['users', 'company_users']);
    const res = await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ email: 'DUP@acme.dev' }))
      .expect(422);
    expect(res.body.errors.email).toEqual(['E-mail já cadastrado']);
    const bad = await t
      .as(t.manager)
      .post('/users')
      .send({ name: '', email: 'x', type: 'chefe', password: '123', password_confirmation: '1' })
      .expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'email', 'type', 'password']));
    await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ password_confirmation: 'Outra@123' }))
      .expect(422);
    const responsible = await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ user_responsible: t.admin.id }))
      .expect(422);
    expect(responsible.body.errors.user_responsible).toBeTruthy();
    expect(await t.rowCounts(['users', 'company_users'])).toEqual(before);
  });

  it('lets a manager create only below their rank; an admin anything, in any company', async () => {
    const before = await t.rowCounts(['users']);
    await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ type: 'admin' }))
      .expect(403);
    await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ type: 'manager' }))
      .expect(403);
    await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ company_id: t.acme.company.id }))
      .expect(403);
    expect(await t.rowCounts(['users'])).toEqual(before);
    await t
      .as(t.manager)
      .post('/users')
      .send(newUser({ type: 'supervisor' }))
      .expect(201);
    const m = await t
      .as(t.admin)
      .post('/users')
      .send(newUser({ type: 'manager', company_id: t.acme.company.id }))
      .expect(201);
    expect(
      await t.db.companyUser.findUnique({
        where: { companyId_userId: { companyId: t.acme.company.id, userId: m.body.data.id } },
      }),
    ).not.toBeNull();
  });

  it('answers 401 without a token and 403 to roles that may not', async () => {
    await t.as(null).post('/users').send(newUser()).expect(401);
    for (const type of ['student', 'tutor', 'teacher', 'supervisor', 'client'] as const) {
      const u = await t.create.user(t.demo, { type });
      await t.as(u).post('/users').send(newUser()).expect(403);
    }
  });
});

describe('GET /users', () => {
  it("lists only the host tenant's live members, 30 per page, with filters", async () => {
    const tenant = await t.create.tenant({ domain: 'lista' });
    const boss = await t.create.user(tenant, { type: 'manager', name: 'Zz Gerente' });
    for (let i = 0; i < 31; i++) await t.create.user(tenant, { type: 'student', name: `Aluno ${String(i).padStart(2, '0')}` });
    const tutor = await t.create.user(tenant, { type: 'tutor', name: 'Tutor Tiago', email: 'tiago@lista.dev' });
    await t.create.user(t.acme, { name: 'Aluno de Fora' });
    const gone = await t.create.user(tenant, { name: 'Aluno Excluído' });
    await t.db.user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const get = (query: Record<string, unknown>) => t.as(boss, 'lista.localhost').get('/users').query(query).expect(200);

    const page1 = await get({});
    expect(page1.body.data).toHaveLength(PAGE_SIZE.users);
    expect(page1.body.meta).toEqual({ current_page: 1, per_page: 30, total: 33, last_page: 2 });
    const names = [...page1.body.data, ...(await get({ page: 2 })).body.data].map((u: { name: string }) => u.name);
    expect(names).not.toContain('Aluno de Fora');
    expect(names).not.toContain('Aluno Excluído');

    expect((await get({ search: 'TIAGO@' })).body.data.map((u: { id: number }) => u.id)).toEqual([tutor.id]);
    expect((await get({ role: 'tutor,manager' })).body.meta.total).toBe(2);

    // Students of the disciplines a tutor teaches; users enrolled in a discipline.
    const d1 = await t.create.discipline(tenant, { name: 'D1' });
    const d2 = await t.create.discipline(tenant, { name: 'D2' });
    const students = await t.db.user.findMany({
      where: { name: { in: ['Aluno 00', 'Aluno 01', 'Aluno 02'] } },
      orderBy: { name: 'asc' },
    });
    await t.create.enroll(tenant, d1.id, tutor.id, 'tutor');
    await t.create.enroll(tenant, d1.id, students[0]!.id);
    await t.create.enroll(tenant, d1.id, students[1]!.id);
    await t.create.enroll(tenant, d2.id, students[2]!.id);
    expect((await get({ tutor_id: tutor.id })).body.data.map((u: { id: number }) => u.id)).toEqual([
      students[0]!.id,
      students[1]!.id,
    ]);
    expect((await get({ discipline_id: d2.id })).body.data.map((u: { id: number }) => u.id)).toEqual([students[2]!.id]);

    await t.db.companyUser.update({
      where: { companyId_userId: { companyId: tenant.company.id, userId: students[2]!.id } },
      data: { responsibleId: boss.id },
    });
    const mine = await get({ user_responsible: boss.id });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: students[2]!.id, user_responsible: { id: boss.id, name: 'Zz Gerente' } }),
    ]);
  });

  it('shows an admin on a tenant host that tenant’s users only', async () => {
    const res = await t.as(t.admin, 'acme.localhost').get('/users').query({ per_page: 100 }).expect(200);
    const memberIds = (
      await t.db.companyUser.findMany({ where: { companyId: t.acme.company.id, user: { deletedAt: null } } })
    ).map((m) => m.userId);
    expect(res.body.data.map((u: { id: number }) => u.id).sort()).toEqual(memberIds.sort());
  });

  it('answers 422 for bad filters, 401 without a token, 403 to academic roles', async () => {
    await t.as(t.manager).get('/users').query({ role: 'chefe' }).expect(422);
    await t.as(t.manager).get('/users').query({ per_page: 1000 }).expect(422);
    await t.as(null).get('/users').expect(401);
    const student = await t.create.user(t.demo);
    await t.as(student).get('/users').expect(403);
  });
});

describe('GET /users/{id}', () => {
  it('answers one member with include=contacts,companies; another tenant’s only to admins', async () => {
    const u = await t.create.user(t.demo, { name: 'Com Contatos' });
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: u.id } });
    const contact = await t.create.contact(u.id, { type: 'whatsapp' });
    const res = await t.as(t.manager).get(`/users/${u.id}`).query({ include: 'contacts,companies' }).expect(200);
    expect(res.body.data.contacts).toEqual([
      { id: contact.id, user_id: u.id, type: 'whatsapp', email: null, phone_number: '11988887777', visibility: 'public' },
    ]);
    // A manager sees the user's companies within the tenant only; an admin all of them.
    expect(res.body.data.companies).toEqual([{ id: t.demo.company.id, name: 'Trilha Demo' }]);
    const byAdmin = await t.as(t.admin).get(`/users/${u.id}`).query({ include: 'companies' }).expect(200);
    expect(byAdmin.body.data.companies.map((c: { id: number }) => c.id)).toEqual([t.demo.company.id, t.acme.company.id]);
    expect(byAdmin.body.data.contacts).toBeUndefined();
    await t.as(t.manager).get(`/users/${u.id}`).query({ include: 'senha' }).expect(422);
  });

  it("answers 404 for another tenant's user, 403 for another member to a student, 200 for oneself", async () => {
    const other = await t.create.user(t.acme);
    await t.as(t.manager).get(`/users/${other.id}`).expect(404);
    const student = await t.create.user(t.demo);
    await t.as(student).get(`/users/${student.id}`).expect(200);
    await t.as(student).get(`/users/${t.manager.id}`).expect(403);
    await t.as(null).get(`/users/${student.id}`).expect(401);
    await t.as(t.admin).get(`/users/${t.admin.id}`).expect(200);
  });
});

describe('PUT /users/{id}', () => {
  it('updates name, e-mail, type and responsible', async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    const res = await t
      .as(t.manager)
      .put(`/users/${u.id}`)
      .send({ name: 'Novo Nome', email: 'NOVO@demo.dev', type: 'tutor', user_responsible: t.manager.id })
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Novo Nome',
      email: 'novo@demo.dev',
      type: 'tutor',
      user_responsible: { id: t.manager.id },
    });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ name: 'Novo Nome', type: 'tutor' });
  });

  it('keeps least privilege: a manager never edits or promotes to manager/admin, nobody changes their own type', async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    const peer = await t.create.user(t.demo, { type: 'manager' });
    await t.as(t.manager).put(`/users/${u.id}`).send({ type: 'manager' }).expect(403);
    await t.as(t.manager).put(`/users/${u.id}`).send({ type: 'admin' }).expect(403);
    await t.as(t.manager).put(`/users/${peer.id}`).send({ name: 'Rebaixado' }).expect(403);
    await t.as(t.manager).put(`/users/${t.manager.id}`).send({ type: 'admin' }).expect(403);
    await t.as(t.manager).put(`/users/${t.manager.id}`).send({ name: 'Eu Mesmo' }).expect(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).type).toBe('student');
    expect((await t.db.user.findUniqueOrThrow({ where: { id: peer.id } })).name).toBe(peer.name);
    await t.as(t.admin).put(`/users/${peer.id}`).send({ type: 'supervisor' }).expect(200);
  });

  it('answers 422 for bad input or a taken e-mail with nothing written, 404 across tenants, 401, 403', async () => {
    const u = await t.create.user(t.demo, { email: 'fica@demo.dev' });
    await t.create.user(t.demo, { email: 'ocupado@demo.dev' });
    const before = await t.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(
      (await t.as(t.manager).put(`/users/${u.id}`).send({ email: 'Ocupado@demo.dev' }).expect(422)).body.errors.email,
    ).toEqual(['E-mail já cadastrado']);
    await t.as(t.manager).put(`/users/${u.id}`).send({ name: '', type: 'chefe' }).expect(422);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).toEqual(before);
    const other = await t.create.user(t.acme);
    await t.as(t.manager).put(`/users/${other.id}`).send({ name: 'Invasão' }).expect(404);
    await t.as(null).put(`/users/${u.id}`).send({ name: 'X' }).expect(401);
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    await t.as(tutor).put(`/users/${u.id}`).send({ name: 'X' }).expect(403);
  });
});

describe('DELETE /users/{id}', () => {
  it('removes the user from the tenant; soft-deletes and signs out when it was their last company', async () => {
    const u = await t.create.user(t.demo);
    await t.as(t.manager).delete(`/users/${u.id}`).expect(200);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: u.id }, include: { memberships: true } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.memberships).toEqual([]);
    await t.as(u).post('/ping').expect(401);

    const shared = await t.create.user(t.demo);
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: shared.id } });
    await t.as(t.manager).delete(`/users/${shared.id}`).expect(200);
    const kept = await t.db.user.findUniqueOrThrow({ where: { id: shared.id }, include: { memberships: true } });
    expect(kept.deletedAt).toBeNull();
    expect(kept.memberships.map((m) => m.companyId)).toEqual([t.acme.company.id]);
    await t.as(shared, 'acme.localhost').post('/ping').expect(200);
  });

  it('answers 403 for oneself, a peer or a role that may not; 404 across tenants; 401', async () => {
    const peer = await t.create.user(t.demo, { type: 'manager' });
    await t.as(t.manager).delete(`/users/${t.manager.id}`).expect(403);
    await t.as(t.manager).delete(`/users/${peer.id}`).expect(403);
    const other = await t.create.user(t.acme);
    await t.as(t.manager).delete(`/users/${other.id}`).expect(404);
    const student = await t.create.user(t.demo);
    await t.as(student).delete(`/users/${peer.id}`).expect(403);
    await t.as(null).delete(`/users/${peer.id}`).expect(401);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: peer.id } })).deletedAt).toBeNull();
    expect((await t.db.user.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
  });
});

describe('POST /users/{id}/change-password', () => {
  it('changes one’s own password with the current one and signs out the other sessions', async () => {
    const u = await t.create.user(t.demo, { email: 'troca@demo.dev' });
    const other = await t.as(null).post('/auth/login').send({ email: 'troca@demo.dev', password: PASSWORD }).expect(200);
    const wrong = await t
      .as(u)
      .post(`/users/${u.id}/change-password`)
      .send({ current_password: 'errada', password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(422);
    expect(wrong.body.errors.current_password).toEqual(['Senha atual incorreta']);
    await t
      .as(u)
      .post(`/users/${u.id}/change-password`)
      .send({ password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(422);
    await t
      .as(u)
      .post(`/users/${u.id}/change-password`)
      .send({ current_password: PASSWORD, password: 'curta', password_confirmation: 'curta' })
      .expect(422);
    await t.as(null).post('/auth/login').send({ email: 'troca@demo.dev', password: PASSWORD }).expect(200);

    await t
      .as(u)
      .post(`/users/${u.id}/change-password`)
      .send({ current_password: PASSWORD, password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(200);
    await t.as(u).post('/ping').expect(200);
    await t.as(other.body.token).post('/ping').expect(401);
    await t.as(null).post('/auth/login').send({ email: 'troca@demo.dev', password: 'NovaSenha#1' }).expect(200);
  });

  it('lets a manager set a lower-ranked member’s password without the current one; not a peer’s; 404 across tenants', async () => {
    const u = await t.create.user(t.demo, { email: 'esqueceu@demo.dev' });
    await t
      .as(t.manager)
      .post(`/users/${u.id}/change-password`)
      .send({ password: 'Definida#1', password_confirmation: 'Definida#1' })
      .expect(200);
    await t.as(u).post('/ping').expect(401);
    const peer = await t.create.user(t.demo, { type: 'manager' });
    await t
      .as(t.manager)
      .post(`/users/${peer.id}/change-password`)
      .send({ password: 'Definida#1', password_confirmation: 'Definida#1' })
      .expect(403);
    const student = await t.create.user(t.demo);
    await t
      .as(student)
      .post(`/users/${u.id}/change-password`)
      .send({ password: 'Definida#2', password_confirmation: 'Definida#2' })
      .expect(403);
    const other = await t.create.user(t.acme);
    await t
      .as(t.manager)
      .post(`/users/${other.id}/change-password`)
      .send({ password: 'Definida#1', password_confirmation: 'Definida#1' })
      .expect(404);
    await t
      .as(null)
      .post(`/users/${u.id}/change-password`)
      .send({ password: 'Definida#1', password_confirmation: 'Definida#1' })
      .expect(401);
  });

  it('limits wrong current-password guesses per caller (429)', async () => {
    const u = await t.create.user(t.demo);
    const guess = (p: string) =>
      t.as(u).post(`/users/${u.id}/change-password`).send({
        current_password: p,
        password: 'NovaSenha#1',
        password_confirmation: 'NovaSenha#1',
      });
    for (let i = 0; i < 10; i++) await guess(`errada-${i}`).expect(422);
    expect((await guess(PASSWORD).expect(429)).body.code).toBe('RATE_LIMITED');
    // Another caller is not affected.
    const v = await t.create.user(t.demo);
    await t
      .as(v)
      .post(`/users/${v.id}/change-password`)
      .send({ current_password: PASSWORD, password: 'NovaSenha#1', password_confirmation: 'NovaSenha#1' })
      .expect(200);
  });
});

describe('POST /users/{id}/avatar', () => {
  it('stores a PNG, JPEG or WEBP upload by its content and serves it', async () => {
    const u = await t.create.user(t.demo);
    const res = await t
      .as(u)
      .post(`/users/${u.id}/avatar`)
      .attach('avatar', PNG, { filename: 'eu.png', contentType: 'image/png' })
      .expect(200);
    const url = new URL(res.body.data.avatar);
    expect(url.host).toBe('demo.localhost:3333');
    expect(url.pathname).toMatch(/^\/storage\/public\/avatars\/[0-9a-f-]{36}\.png$/);
    const img = await t.api.get(url.pathname).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(img.body as Buffer, PNG)).toBe(0);

    // A JPEG sent with a misleading name and type is stored as what it is; the old file goes.
    const jpeg = await t
      .as(u)
      .post(`/users/${u.id}/avatar`)
      .attach('avatar', JPEG, { filename: 'foto.gif', contentType: 'image/gif' })
      .expect(200);
    expect(jpeg.body.data.avatar).toMatch(/\.jpg$/);
    await t.api.get(url.pathname).expect(404);
    const webp = await t.as(u).post(`/users/${u.id}/avatar`).attach('avatar', WEBP, 'x.webp').expect(200);
    expect(webp.body.data.avatar).toMatch(/\.webp$/);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).avatar).toBe(webp.body.data.avatar);
  });

  it('refuses a non-image, an oversized image, a second file or a wrong field with 422 and stores nothing', async () => {
    const u = await t.create.user(t.demo);
    const files = avatarFiles();
    const svg = await t
      .as(u)
      .post(`/users/${u.id}/avatar`)
      .attach('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'a.png', contentType: 'image/png' })
      .expect(422);
    expect(svg.body.errors.avatar).toEqual(['A imagem deve ser PNG, JPEG ou WEBP']);
    // A Windows executable renamed .png, and a GIF (an image, but not one of the three).
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]);
    for (const [bytes, name] of [
      [exe, 'foto.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'b.png'],
    ] as const) {
      const refused = await t.as(u).post(`/users/${u.id}/avatar`).attach('avatar', bytes, name).expect(422);
      expect(refused.body.errors.avatar).toEqual(['A imagem deve ser PNG, JPEG ou WEBP']);
    }
    // A whole PNG padded past the limit (a signature followed by zeros is not a PNG to file-type).
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await t.as(u).post(`/users/${u.id}/avatar`).attach('avatar', big, 'grande.png').expect(422);
    expect(tooBig.body.errors.avatar).toEqual(['A imagem deve ter no máximo 2 MB']);
    await t.as(u).post(`/users/${u.id}/avatar`).attach('avatar', PNG, 'a.png').attach('avatar', PNG, 'b.png').expect(422);
    await t.as(u).post(`/users/${u.id}/avatar`).attach('foto', PNG, 'a.png').expect(422);
    await t.as(u).post(`/users/${u.id}/avatar`).field('nada', 'x').expect(422);
    expect(avatarFiles()).toEqual(files);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).avatar).toBeNull();
  });

  it('sets the avatar attributes as JSON', async () => {
    const u = await t.create.user(t.demo);
    const attrs = {
      avatar_style: 'Circle',
      top_type: 'ShortHairDreads01',
      hair_color: 'Black',
      skin_color: 'Brown',
      graphic_type: 'Bat',
    };
    const res = await t.as(u).post(`/users/${u.id}/avatar`).send(attrs).expect(200);
    expect(res.body.data.avatar_attributes).toEqual(attrs);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).avatarAttributes).toEqual(attrs);
    await t.as(u).post(`/users/${u.id}/avatar`).send({ hat: 'Red' }).expect(422);
    await t.as(u).post(`/users/${u.id}/avatar`).send({}).expect(422);
    await t.as(u).post(`/users/${u.id}/avatar`).send({ top_type: '<script>' }).expect(422);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).avatarAttributes).toEqual(attrs);
  });

  it("answers 403 for another member's avatar to a student, 404 across tenants, 401 without a token", async () => {
    const u = await t.create.user(t.demo);
    const student = await t.create.user(t.demo);
    await t.as(student).post(`/users/${u.id}/avatar`).send({ top_type: 'Hat' }).expect(403);
    await t.as(student).post(`/users/${u.id}/avatar`).attach('avatar', PNG, 'a.png').expect(403);
    const other = await t.create.user(t.acme);
    await t.as(t.manager).post(`/users/${other.id}/avatar`).send({ top_type: 'Hat' }).expect(404);
    await t.as(null).post(`/users/${u.id}/avatar`).send({ top_type: 'Hat' }).expect(401);
    await t.as(t.manager).post(`/users/${u.id}/avatar`).send({ top_type: 'Hat' }).expect(200);
  });
});

describe('a member shared with another company', () => {
  // Users are global: name, e-mail, type, password and avatar are the same in every company.
  // A manager of one company must not change them for the others (policy canChangeMemberIdentity).
  const sharedStudent = async () => {
    const u = await t.create.user(t.demo, { type: 'student' });
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: u.id } });
    return u;
  };

  it('is flagged shared in lists and records, without naming the other company', async () => {
    const shared = await sharedStudent();
    const only = await t.create.user(t.demo, { type: 'student' });
    const res = await t.as(t.manager).get(`/users/${shared.id}`).query({ include: 'companies' }).expect(200);
    expect(res.body.data.shared).toBe(true);
    expect(res.body.data.companies.map((c: { id: number }) => c.id)).toEqual([t.demo.company.id]);
    expect((await t.as(t.manager).get(`/users/${only.id}`).expect(200)).body.data.shared).toBe(false);
  });

  it('a manager cannot change their name, e-mail, type, password or avatar; nothing changes', async () => {
    const shared = await sharedStudent();
    const before = await t.db.user.findUniqueOrThrow({ where: { id: shared.id } });
    for (const body of [{ name: 'Outro Nome' }, { email: `x${shared.id}@demo.dev` }, { type: 'tutor' }]) {
      const res = await t.as(t.manager).put(`/users/${shared.id}`).send(body).expect(403);
      expect(res.body).toMatchObject({
        code: 'SHARED_USER_FORBIDDEN',
        message: expect.stringContaining('somente um administrador'),
      });
    }
    await t
      .as(t.manager)
      .post(`/users/${shared.id}/change-password`)
      .send({ password: 'Nova@Senha1', password_confirmation: 'Nova@Senha1' })
      .expect(403);
    await t.as(t.manager).post(`/users/${shared.id}/avatar`).send({ top_type: 'ShortHairShortFlat' }).expect(403);
    const after = await t.db.user.findUniqueOrThrow({ where: { id: shared.id } });
    expect(after).toEqual(before);
    // The user can still sign in with the old password, in the other company too.
    expect(await t.db.accessToken.count({ where: { userId: shared.id, revokedAt: { not: null } } })).toBe(0);
  });

  it('a manager may still set their responsible here and remove them from this company only', async () => {
    const shared = await sharedStudent();
    await t.as(t.manager).put(`/users/${shared.id}`).send({ user_responsible: t.manager.id }).expect(200);
    // Sending the unchanged name alongside is not a change.
    await t.as(t.manager).put(`/users/${shared.id}`).send({ name: shared.name, user_responsible: t.manager.id }).expect(200);
    await t.as(t.manager).delete(`/users/${shared.id}`).expect(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: shared.id }, include: { memberships: true } });
    expect(user.deletedAt).toBeNull();
    expect(user.memberships.map((m) => m.companyId)).toEqual([t.acme.company.id]);
  });

  it('an admin changes them everywhere', async () => {
    const shared = await sharedStudent();
    await t.as(t.admin).put(`/users/${shared.id}`).send({ name: 'Nome Corrigido' }).expect(200);
    await t
      .as(t.admin)
      .post(`/users/${shared.id}/change-password`)
      .send({ password: 'Nova@Senha1', password_confirmation: 'Nova@Senha1' })
      .expect(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: shared.id } })).name).toBe('Nome Corrigido');
  });
});
