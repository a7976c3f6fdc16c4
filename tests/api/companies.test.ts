import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/factories/index.ts';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const TABLES = ['companies', 'consumers', 'company_users'];

describe('POST /companies', () => {
  it('creates the company and its consumer in one go; the responsible becomes a member', async () => {
    const responsible = await t.create.user(null, { type: 'manager', name: 'Responsável Nova' });
    const res = await t
      .as(t.admin)
      .post('/companies')
      .send({ name: 'Nova Escola', domain: 'nova-escola', responsible_id: responsible.id, students: 2, openai_enabled: true })
      .expect(201);
    expect(res.body.data).toMatchObject({
      name: 'Nova Escola',
      responsible: { id: responsible.id, name: 'Responsável Nova' },
      students: 2,
      tutors: 0,
      openai_enabled: true,
      pro_mode: false,
      status: 'active',
      deleted_at: null,
      consumers: [{ name: 'Nova Escola', domain: 'nova-escola' }],
    });
    const consumer = await t.db.consumer.findUniqueOrThrow({ where: { domain: 'nova-escola' } });
    expect(consumer.companyId).toBe(res.body.data.id);
    const member = await t.db.companyUser.findUnique({
      where: { companyId_userId: { companyId: res.body.data.id, userId: responsible.id } },
    });
    expect(member).not.toBeNull();
    // The new sub-domain is a tenant right away.
    await t.api.get('/settings').set('Host', 'nova-escola.localhost').expect(200);
  });

  it('refuses a taken or malformed sub-domain with 422 and writes nothing', async () => {
    const before = await t.rowCounts(TABLES);
    const taken = await t.as(t.admin).post('/companies').send({ name: 'Outra', domain: 'acme' }).expect(422);
    expect(taken.body.errors.domain).toEqual(['Este subdomínio já está em uso']);
    const bad = await t.as(t.admin).post('/companies').send({ name: 'Outra', domain: 'Não_Vale' }).expect(422);
    expect(bad.body.errors.domain[0]).toMatch(/letras minúsculas, números e hífens/);
    await t.as(t.admin).post('/companies').send({ name: '', domain: 'ok-domain', students: -1 }).expect(422);
    const ghost = await t
      .as(t.admin)
      .post('/companies')
      .send({ name: 'Fantasma', domain: 'fantasma', responsible_id: 999999 })
      .expect(422);
    expect(ghost.body.errors.responsible_id).toEqual(['Responsável não encontrado']);
    expect(await t.rowCounts(TABLES)).toEqual(before);
  });

  it('answers 401 without a token and 403 to a manager', async () => {
    await t.as(null).post('/companies').send({ name: 'X', domain: 'x-sem-token' }).expect(401);
    await t.as(t.manager).post('/companies').send({ name: 'X', domain: 'x-manager' }).expect(403);
    expect(await t.db.consumer.count({ where: { domain: { in: ['x-sem-token', 'x-manager'] } } })).toBe(0);
  });
});

describe('GET /companies', () => {
  it('lists companies not deleted by default, filters by status, search and responsible, paginated', async () => {
    const r = await t.create.user(null, { type: 'manager' });
    const inactive = await t.db.company.create({ data: { name: 'Zeta Inativa', status: 'inactive', responsibleId: r.id } });
    const deleted = await t.db.company.create({ data: { name: 'Zeta Excluída', deletedAt: new Date() } });
    const all = await t.as(t.admin).get('/companies').query({ per_page: 100 }).expect(200);
    const names = all.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Acme', 'Trilha Demo', 'Zeta Inativa']));
    expect(names).not.toContain('Zeta Excluída');
    expect(all.body.meta).toMatchObject({ current_page: 1, per_page: 100, last_page: 1 });

    const active = await t.as(t.admin).get('/companies').query({ status: 'active', per_page: 100 }).expect(200);
    expect(active.body.data.map((c: { id: number }) => c.id)).not.toContain(inactive.id);
    const onlyDeleted = await t.as(t.admin).get('/companies').query({ status: 'deleted' }).expect(200);
    expect(onlyDeleted.body.data.map((c: { id: number }) => c.id)).toEqual([deleted.id]);
    const byResponsible = await t.as(t.admin).get('/companies').query({ responsible_id: r.id }).expect(200);
    expect(byResponsible.body.data.map((c: { id: number }) => c.id)).toEqual([inactive.id]);
    const bySearch = await t.as(t.admin).get('/companies').query({ search: 'acm' }).expect(200);
    expect(bySearch.body.data.map((c: { name: string }) => c.name)).toEqual(['Acme']);

    const page = await t.as(t.admin).get('/companies').query({ per_page: 1, page: 2 }).expect(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta.total).toBe(all.body.meta.total);
    expect(page.body.meta.last_page).toBe(all.body.meta.total);
  });

  it('answers 422 for a bad status, 401 without a token, 403 to a manager', async () => {
    await t.as(t.admin).get('/companies').query({ status: 'weird' }).expect(422);
    await t.as(null).get('/companies').expect(401);
    await t.as(t.manager).get('/companies').expect(403);
  });
});

describe('GET, PUT, DELETE /companies/{id} and restore', () => {
  it('reads, updates, soft-deletes and restores a company', async () => {
    const tenant = await t.create.tenant({ domain: 'ciclo', name: 'Ciclo' });
    const got = await t.as(t.admin).get(`/companies/${tenant.company.id}`).expect(200);
    expect(got.body.data).toMatchObject({ id: tenant.company.id, name: 'Ciclo', consumers: [{ domain: 'ciclo' }] });

    const upd = await t
      .as(t.admin)
      .put(`/companies/${tenant.company.id}`)
      .send({ name: 'Ciclo 2', tutors: 5, pro_mode: true, status: 'inactive' })
      .expect(200);
    expect(upd.body.message).toBe('Valores Atualizados com Sucesso!');
    expect(upd.body.data).toMatchObject({ name: 'Ciclo 2', tutors: 5, pro_mode: true, status: 'inactive' });
    expect(await t.db.company.findUniqueOrThrow({ where: { id: tenant.company.id } })).toMatchObject({
      name: 'Ciclo 2',
      tutors: 5,
      proMode: true,
    });

    await t.api.get('/settings').set('Host', 'ciclo.localhost').expect(200);
    const del = await t.as(t.admin).delete(`/companies/${tenant.company.id}`).expect(200);
    expect(del.body.data.deleted_at).toBeTruthy();
    expect((await t.db.company.findUniqueOrThrow({ where: { id: tenant.company.id } })).deletedAt).not.toBeNull();
    // Its sub-domain stops resolving at once; a deleted company cannot be edited or deleted again.
    await t.api.get('/settings').set('Host', 'ciclo.localhost').expect(404);
    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ name: 'Nope' }).expect(404);
    await t.as(t.admin).delete(`/companies/${tenant.company.id}`).expect(404);

    const restored = await t.as(t.admin).post(`/companies/${tenant.company.id}/restore`).expect(200);
    expect(restored.body.data.deleted_at).toBeNull();
    await t.api.get('/settings').set('Host', 'ciclo.localhost').expect(200);
  });

  it('answers 422 for bad input without writing, 404 for an unknown company', async () => {
    const before = await t.db.company.findUniqueOrThrow({ where: { id: t.acme.company.id } });
    await t.as(t.admin).put(`/companies/${t.acme.company.id}`).send({ name: '', students: 'muitos' }).expect(422);
    await t.as(t.admin).put(`/companies/${t.acme.company.id}`).send({ name: 'Acme X', responsible_id: 999999 }).expect(422);
    expect(await t.db.company.findUniqueOrThrow({ where: { id: t.acme.company.id } })).toEqual(before);
    await t.as(t.admin).get('/companies/999999').expect(404);
    await t.as(t.admin).post('/companies/999999/restore').expect(404);
    await t.as(t.admin).get('/companies/abc').expect(422);
  });

  it('keeps a time zone per company (America/Sao_Paulo by default); an unknown zone is refused with its message', async () => {
    const tenant = await t.create.tenant({ domain: 'fuso', name: 'Fuso' });
    const got = await t.as(t.admin).get(`/companies/${tenant.company.id}`).expect(200);
    expect(got.body.data.time_zone).toBe('America/Sao_Paulo');
    const bad = await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ time_zone: 'Marte/Olympus' }).expect(422);
    expect(JSON.stringify(bad.body)).toContain('Selecione um fuso horário válido');
    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ time_zone: 'America/Manaus' }).expect(200);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: tenant.company.id } })).timeZone).toBe('America/Manaus');
    const created = await t
      .as(t.admin)
      .post('/companies')
      .send({ name: 'Fuso 2', domain: 'fuso2', time_zone: 'Europe/Lisbon' })
      .expect(201);
    expect(created.body.data.time_zone).toBe('Europe/Lisbon');
  });

  it('is for admins only', async () => {
    await t.as(null).get(`/companies/${t.demo.company.id}`).expect(401);
    await t.as(t.manager).get(`/companies/${t.demo.company.id}`).expect(403);
    await t.as(t.manager).put(`/companies/${t.demo.company.id}`).send({ name: 'Minha' }).expect(403);
    await t.as(t.manager).delete(`/companies/${t.demo.company.id}`).expect(403);
    await t.as(t.manager).post(`/companies/${t.demo.company.id}/restore`).expect(403);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: t.demo.company.id } })).name).toBe('Trilha Demo');
  });
});

describe('SCORM allowed origins (PUT /companies/{id} scorm_allowed_origins)', () => {
  it('stores validated origins, lower-cased and once each; answers them with the company', async () => {
    const tenant = await t.create.tenant();
    const res = await t
      .as(t.admin)
      .put(`/companies/${tenant.company.id}`)
      .send({
        scorm_allowed_origins: [
          'https://player.vimeo.com',
          ' https://Fonts.GSTATIC.com ',
          'https://*.cdn.example.com:8443',
          'https://player.vimeo.com',
        ],
      })
      .expect(200);
    const expected = ['https://player.vimeo.com', 'https://fonts.gstatic.com', 'https://*.cdn.example.com:8443'];
    expect(res.body.data.scorm_allowed_origins).toEqual(expected);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: tenant.company.id } })).scormAllowedOrigins).toEqual(expected);
    expect((await t.as(t.admin).get(`/companies/${tenant.company.id}`).expect(200)).body.data.scorm_allowed_origins).toEqual(
      expected,
    );
    const cleared = await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ scorm_allowed_origins: [] }).expect(200);
    expect(cleared.body.data.scorm_allowed_origins).toEqual([]);
  });

  it.each([
    ['http, not https', 'http://cdn.example.com'],
    ['a path', 'https://cdn.example.com/videos'],
    ['a trailing slash', 'https://cdn.example.com/'],
    ['a query', 'https://cdn.example.com?x=1'],
    ['credentials', 'https://user:pw@cdn.example.com'],
    ['a bare wildcard', 'https://*'],
    ['a wildcard on a top-level domain', 'https://*.com'],
    ['a wildcard inside the name', 'https://cdn.*.example.com'],
    ['a port out of range', 'https://cdn.example.com:70000'],
    ['a CSP keyword', "'unsafe-inline'"],
    ['two origins in one entry', 'https://a.example.com https://b.example.com'],
    ['a scheme other than https', 'javascript:alert(1)'],
    ['a quote', "https://cdn.example.com';script-src"],
  ])('refuses %s with 422 on the entry, writing nothing', async (_what, origin) => {
    const before = await t.db.company.findUniqueOrThrow({ where: { id: t.acme.company.id } });
    const res = await t
      .as(t.admin)
      .put(`/companies/${t.acme.company.id}`)
      .send({ scorm_allowed_origins: ['https://ok.example.com', origin] })
      .expect(422);
    expect(res.body.errors['scorm_allowed_origins.1']).toEqual([
      'Origem inválida: use https://servidor (com porta opcional e sem caminho), ou https://*.servidor.com para os seus subdomínios',
    ]);
    expect(await t.db.company.findUniqueOrThrow({ where: { id: t.acme.company.id } })).toEqual(before);
  });

  it('refuses more than 30, and is for admins only (403 to a manager, 404 for a deleted company)', async () => {
    const many = Array.from({ length: 31 }, (_, i) => `https://c${i}.example.com`);
    const res = await t.as(t.admin).put(`/companies/${t.acme.company.id}`).send({ scorm_allowed_origins: many }).expect(422);
    expect(res.body.errors.scorm_allowed_origins).toEqual(['Informe no máximo 30 origens']);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t
      .as(acmeManager, t.acme)
      .put(`/companies/${t.acme.company.id}`)
      .send({ scorm_allowed_origins: ['https://a.example.com'] })
      .expect(403);
    await t
      .as(t.manager)
      .put(`/companies/${t.demo.company.id}`)
      .send({ scorm_allowed_origins: ['https://a.example.com'] })
      .expect(403);
    const gone = await t.create.tenant();
    await t.as(t.admin).delete(`/companies/${gone.company.id}`).expect(200);
    await t
      .as(t.admin)
      .put(`/companies/${gone.company.id}`)
      .send({ scorm_allowed_origins: ['https://a.example.com'] })
      .expect(404);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: t.acme.company.id } })).scormAllowedOrigins).toEqual([]);
    expect((await t.db.company.findUniqueOrThrow({ where: { id: t.demo.company.id } })).scormAllowedOrigins).toEqual([]);
  });
});

describe('GET /companies/consumer/{domain}', () => {
  it("answers a member their own tenant's company, 404 for another tenant's, any to an admin", async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const own = await t.as(student).get('/companies/consumer/demo').expect(200);
    expect(own.body.data).toMatchObject({ id: t.demo.company.id, name: 'Trilha Demo' });
    await t.as(student).get('/companies/consumer/acme').expect(404);
    await t.as(student).get('/companies/consumer/nao-existe').expect(404);
    const other = await t.as(t.admin).get('/companies/consumer/acme').expect(200);
    expect(other.body.data.id).toBe(t.acme.company.id);
    await t.as(null).get('/companies/consumer/demo').expect(401);
    await t.as(student).get('/companies/consumer/INVÁLIDO').expect(422);
  });
});

describe('licences', () => {
  it('refuses a student beyond the company students licence with a clear message', async () => {
    const tenant = await t.create.tenant({ domain: 'licencas' });
    await t.db.company.update({ where: { id: tenant.company.id }, data: { students: 1, tutors: 1 } });
    const boss = await t.create.user(tenant, { type: 'manager' });
    const post = (type: string, email: string) =>
      t.as(boss, 'licencas.localhost').post('/users').send({
        name: 'Aluno',
        email,
        type,
        password: 'Senha@123',
        password_confirmation: 'Senha@123',
      });
    await post('student', 'a1@licencas.dev').expect(201);
    const before = await t.rowCounts(['users', 'company_users']);
    const res = await post('student', 'a2@licencas.dev').expect(422);
    expect(res.body.message).toBe('A empresa atingiu o limite de licenças de alunos');
    expect(res.body.errors.type).toEqual(['A empresa atingiu o limite de licenças de alunos']);
    expect(await t.rowCounts(['users', 'company_users'])).toEqual(before);
    await post('tutor', 't1@licencas.dev').expect(201);
    expect((await post('tutor', 't2@licencas.dev').expect(422)).body.message).toBe(
      'A empresa atingiu o limite de licenças de tutores',
    );
    // Other types are not capped per seat; 0 means no cap.
    await post('teacher', 'p1@licencas.dev').expect(201);
  });
});

describe('an inactive company', () => {
  // Decided (docs/accounts-and-companies.md): inactive = suspended. Its members cannot sign in or
  // use the API until it is reactivated; platform admins still can; its branding still loads.
  it('refuses its members (sign-in and every authenticated call), not admins, until reactivated', async () => {
    const tenant = await t.create.tenant();
    const manager = await t.create.user(tenant, { type: 'manager' });
    await t.as(manager, tenant).get('/users').expect(200);

    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ status: 'inactive' }).expect(200);
    const refused = await t.as(manager, tenant).get('/users').expect(403);
    expect(refused.body).toMatchObject({ code: 'COMPANY_INACTIVE', message: expect.stringContaining('suspenso') });
    const login = await t.as(null, tenant).post('/auth/login').send({ email: manager.email, password: PASSWORD }).expect(403);
    expect(login.body.code).toBe('COMPANY_INACTIVE');
    // Wrong credentials still say only that (no status disclosed to a guesser).
    await t.as(null, tenant).post('/auth/login').send({ email: manager.email, password: 'Errada@123' }).expect(401);
    // The sign-in page still shows the company's colours; an admin still administers it there.
    await t.as(null, tenant).get('/settings').expect(200);
    await t.as(t.admin, tenant).get('/users').expect(200);

    await t.as(t.admin).put(`/companies/${tenant.company.id}`).send({ status: 'active' }).expect(200);
    await t.as(manager, tenant).get('/users').expect(200);
  });
});

describe('GET /companies/responsibles', () => {
  it("lists the companies' responsibles by name, for the list's filter; admins only", async () => {
    const zeca = await t.create.user(null, { type: 'manager', name: 'Zeca Responsável' });
    const ana = await t.create.user(null, { type: 'manager', name: 'Ana Responsável' });
    const tenantA = await t.create.tenant();
    const tenantB = await t.create.tenant();
    await t.as(t.admin).put(`/companies/${tenantA.company.id}`).send({ responsible_id: zeca.id }).expect(200);
    await t.as(t.admin).put(`/companies/${tenantB.company.id}`).send({ responsible_id: ana.id }).expect(200);
    const res = await t.as(t.admin).get('/companies/responsibles').expect(200);
    const names = res.body.data.map((u: { name: string }) => u.name);
    expect(names.indexOf('Ana Responsável')).toBeGreaterThan(-1);
    expect(names.indexOf('Ana Responsável')).toBeLessThan(names.indexOf('Zeca Responsável'));
    const filtered = await t.as(t.admin).get('/companies').query({ responsible_id: ana.id }).expect(200);
    expect(filtered.body.data.map((c: { id: number }) => c.id)).toEqual([tenantB.company.id]);
    await t.as(t.manager).get('/companies/responsibles').expect(403);
    await t.as(null).get('/companies/responsibles').expect(401);
  });
});
