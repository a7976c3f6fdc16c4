import { describe, expect, it } from 'vitest';
import ical, { type CalendarResponse, type ParameterValue, type VEvent } from 'node-ical';
import { calendarEventSchema } from '@trilha/shared/calendar';
import { setupApiTest } from '../support/fixture.ts';
import type { TestTenant } from '../support/factories/index.ts';

const t = setupApiTest();

const MANAGED_BY = ['manager', 'supervisor', 'teacher', 'tutor'] as const;
const body = {
  title: 'Aula inaugural',
  description: 'Boas-vindas da turma',
  location: 'Auditório',
  starts_at: '2026-03-10T19:00:00-03:00',
  ends_at: '2026-03-10T21:00:00-03:00',
};

describe('POST /events', () => {
  it('creates a company event for each staff role, with its author', async () => {
    for (const type of MANAGED_BY) {
      const user = type === 'manager' ? t.manager : await t.create.user(t.demo, { type });
      const res = await t.as(user).post('/events').send(body).expect(201);
      expect(res.body.message).toBe('Evento criado com sucesso!');
      expect(calendarEventSchema.parse(res.body.data)).toEqual({
        id: expect.any(Number),
        title: 'Aula inaugural',
        description: 'Boas-vindas da turma',
        location: 'Auditório',
        starts_at: '2026-03-10T22:00:00.000Z',
        ends_at: '2026-03-11T00:00:00.000Z',
        all_day: false,
        start_date: null,
        end_date: null,
        author: { id: user.id, name: user.name },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const row = await t.db.calendarEvent.findFirstOrThrow({ where: { id: res.body.data.id } });
      expect(row).toMatchObject({ companyId: t.demo.company.id, authorId: user.id, allDay: false, deletedAt: null });
    }
  });

  it('takes an event without an end or all day; refuses bad input, lower roles and anonymous callers, writing nothing', async () => {
    const open = await t
      .as(t.manager)
      .post('/events')
      .send({ title: 'Feriado', starts_at: '2026-04-21T00:00:00-03:00', all_day: true })
      .expect(201);
    expect(open.body.data).toMatchObject({
      ends_at: null,
      all_day: true,
      start_date: '2026-04-21',
      end_date: null,
      description: null,
      location: null,
    });

    const before = await t.rowCounts(['calendar_events']);
    const missing = await t.as(t.manager).post('/events').send({}).expect(422);
    expect(missing.body.errors).toMatchObject({
      title: ['Preencha o campo Título'],
      starts_at: ['Informe a data e a hora de início'],
    });
    const blank = await t
      .as(t.manager)
      .post('/events')
      .send({ ...body, title: '   ' })
      .expect(422);
    expect(blank.body.errors.title).toEqual(['Preencha o campo Título']);
    const date = await t
      .as(t.manager)
      .post('/events')
      .send({ ...body, starts_at: '10/03/2026' })
      .expect(422);
    expect(date.body.errors.starts_at).toEqual(['Informe uma data e hora válidas']);
    const reversed = await t
      .as(t.manager)
      .post('/events')
      .send({ ...body, ends_at: '2026-03-10T18:00:00-03:00' })
      .expect(422);
    expect(reversed.body.errors.ends_at).toEqual(['O término deve ser posterior ao início']);
    await t
      .as(t.manager)
      .post('/events')
      .send({ ...body, title: 'x'.repeat(256) })
      .expect(422);

    for (const type of ['student', 'client'] as const) {
      const user = await t.create.user(t.demo, { type });
      await t.as(user).post('/events').send(body).expect(403);
    }
    await t.as(t.admin).post('/events').send(body).expect(403);
    await t.as(null).post('/events').send(body).expect(401);
    // A member of another company is refused on this host (its token is not valid here).
    const outsider = await t.create.user(t.acme, { type: 'manager' });
    await t.as(outsider).post('/events').send(body).expect(401);
    expect(await t.rowCounts(['calendar_events'])).toEqual(before);
  });
});

describe('GET /events', () => {
  it("lists the company's live events by start, searched, to every member and no one else", async () => {
    const tenant = await t.create.tenant();
    const at = (d: string) => new Date(d);
    const later = await t.create.calendarEvent(tenant, { title: 'Prova final', startsAt: at('2026-06-20T12:00:00Z') });
    const first = await t.create.calendarEvent(tenant, {
      title: 'Palestra',
      location: 'Sala de provas',
      startsAt: at('2026-06-01T12:00:00Z'),
    });
    await t.create.calendarEvent(tenant, { title: 'Prova cancelada', deletedAt: new Date() });
    await t.create.calendarEvent(t.acme, { title: 'Prova da Acme' });

    const student = await t.create.user(tenant);
    const all = await t.as(student, tenant).get('/events').expect(200);
    expect(all.body.data.map((e: { id: number }) => e.id)).toEqual([first.id, later.id]);
    expect(all.body.meta).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
    // Title, description and location; % and _ match themselves.
    const found = await t.as(student, tenant).get('/events').query({ search: 'PROVA' }).expect(200);
    expect(found.body.data.map((e: { id: number }) => e.id)).toEqual([first.id, later.id]);
    const final = await t.as(student, tenant).get('/events').query({ search: 'final' }).expect(200);
    expect(final.body.data.map((e: { id: number }) => e.id)).toEqual([later.id]);
    expect((await t.as(student, tenant).get('/events').query({ search: '%' }).expect(200)).body.data).toEqual([]);
    const page = await t.as(student, tenant).get('/events').query({ per_page: 1, page: 2 }).expect(200);
    expect(page.body.data.map((e: { id: number }) => e.id)).toEqual([later.id]);
    expect(page.body.meta.last_page).toBe(2);

    for (const type of ['tutor', 'teacher', 'supervisor', 'client'] as const)
      await t
        .as(await t.create.user(tenant, { type }), tenant)
        .get('/events')
        .expect(200);
    await t.as(t.admin, tenant).get('/events').expect(403);
    await t.as(null, tenant).get('/events').expect(401);
    await t.as(t.manager, tenant).get('/events').expect(401); // a manager of demo, not of this company
  });

  it('keeps the events that touch the range: an instant, a span, an all-day event to the end of its day', async () => {
    const tenant = await t.create.tenant();
    const ev = (title: string, startsAt: string, endsAt: string | null, allDay = false) =>
      t.create.calendarEvent(tenant, { title, startsAt: new Date(startsAt), endsAt: endsAt ? new Date(endsAt) : null, allDay });
    const before = await ev('antes', '2026-02-27T10:00:00Z', '2026-02-28T02:59:00Z');
    const spanning = await ev('atravessa', '2026-02-27T10:00:00Z', '2026-03-02T10:00:00Z');
    const instant = await ev('instante', '2026-03-15T13:00:00Z', null);
    const allDay = await ev('dia inteiro', '2026-02-28T03:00:00Z', null, true); // 28/02 in São Paulo
    const after = await ev('depois', '2026-04-01T03:00:00Z', '2026-04-01T05:00:00Z');
    const student = await t.create.user(tenant);
    const march = { start: '2026-03-01T00:00:00-03:00', end: '2026-04-01T00:00:00-03:00' };
    const ids = async (q: Record<string, string>) =>
      (await t.as(student, tenant).get('/events').query(q).expect(200)).body.data.map((e: { id: number }) => e.id);
    expect(await ids(march)).toEqual([spanning.id, instant.id]);
    // 28/02 in São Paulo: the all-day event and the one spanning it, not the one that ended at 23:59 the day before.
    expect(await ids({ start: '2026-02-28T00:00:00-03:00', end: '2026-03-01T00:00:00-03:00' })).toEqual([spanning.id, allDay.id]);
    expect(await ids({ start: '2026-04-01T00:00:00-03:00' })).toEqual([after.id]);
    expect(await ids({ end: '2026-02-28T00:00:00-03:00' })).toEqual([before.id, spanning.id]);

    // A range that ends before it starts holds nothing.
    expect(await ids({ start: march.end, end: march.start })).toEqual([]);
    const bad = await t.as(student, tenant).get('/events').query({ start: 'ontem' }).expect(422);
    expect(bad.body.errors.start).toEqual(['Informe uma data e hora válidas']);
  });
});

describe('POST /events/{id}/update and DELETE /events/{id}', () => {
  it('edits the fields sent, keeping the end after the stored start', async () => {
    const e = await t.create.calendarEvent(t.demo, {
      description: 'Antiga',
      startsAt: new Date('2026-05-05T12:00:00Z'),
      endsAt: new Date('2026-05-05T13:00:00Z'),
    });
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const res = await t
      .as(teacher)
      .post(`/events/${e.id}/update`)
      .send({ title: 'Nova data', description: null, starts_at: '2026-05-06T09:00:00-03:00', ends_at: null })
      .expect(200);
    expect(res.body.message).toBe('Evento editado com sucesso!');
    expect(res.body.data).toMatchObject({
      title: 'Nova data',
      description: null,
      starts_at: '2026-05-06T12:00:00.000Z',
      ends_at: null,
    });
    expect(await t.db.calendarEvent.findFirstOrThrow({ where: { id: e.id } })).toMatchObject({
      title: 'Nova data',
      description: null,
      endsAt: null,
      authorId: null,
    });

    const before = await t.db.calendarEvent.findFirstOrThrow({ where: { id: e.id } });
    const early = await t.as(t.manager).post(`/events/${e.id}/update`).send({ ends_at: '2026-05-06T08:00:00-03:00' }).expect(422);
    expect(early.body).toMatchObject({
      code: 'CALENDAR_EVENT_END_BEFORE_START',
      errors: { ends_at: ['O término deve ser posterior ao início'] },
    });
    await t.as(t.manager).post(`/events/${e.id}/update`).send({ title: '' }).expect(422);
    await t
      .as(await t.create.user(t.demo))
      .post(`/events/${e.id}/update`)
      .send({ title: 'Aluno' })
      .expect(403);
    await t.as(null).post(`/events/${e.id}/update`).send({ title: 'Anônimo' }).expect(401);
    expect(await t.db.calendarEvent.findFirstOrThrow({ where: { id: e.id } })).toEqual(before);
  });

  it("answers 404 for another company's event and a deleted one; deletes softly", async () => {
    const theirs = await t.create.calendarEvent(t.acme);
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    const notFound = await t.as(t.manager).post(`/events/${theirs.id}/update`).send({ title: 'Invasão' }).expect(404);
    expect(notFound.body).toMatchObject({ code: 'CALENDAR_EVENT_NOT_FOUND', message: 'Evento não encontrado' });
    await t.as(t.manager).delete(`/events/${theirs.id}`).expect(404);
    await t.as(t.manager).post('/events/2147483648/update').send({ title: 'x' }).expect(422);
    expect(await t.db.calendarEvent.findFirstOrThrow({ where: { id: theirs.id } })).toMatchObject({ deletedAt: null });

    const mine = await t.create.calendarEvent(t.demo);
    await t
      .as(await t.create.user(t.demo, { type: 'client' }))
      .delete(`/events/${mine.id}`)
      .expect(403);
    await t.as(null).delete(`/events/${mine.id}`).expect(401);
    const res = await t
      .as(await t.create.user(t.demo, { type: 'tutor' }))
      .delete(`/events/${mine.id}`)
      .expect(200);
    expect(res.body.message).toBe('Evento excluido com sucesso!');
    expect((await t.db.calendarEvent.findFirstOrThrow({ where: { id: mine.id } })).deletedAt).toBeInstanceOf(Date);
    await t.as(t.manager).delete(`/events/${mine.id}`).expect(404);
    await t.as(t.manager).post(`/events/${mine.id}/update`).send({ title: 'Volta' }).expect(404);
    expect((await t.as(t.manager).get('/events').expect(200)).body.data.map((e: { id: number }) => e.id)).not.toContain(mine.id);
    await t.as(acmeManager, t.acme).delete(`/events/${theirs.id}`).expect(200);
  });
});

/** The path of a feed URL (the test talks to the API by Host, not by the URL's host). */
const pathOf = (url: string) => new URL(url).pathname;

async function feedOf(tenant: TestTenant, url: string) {
  const res = await t.as(null, tenant).get(pathOf(url)).expect(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return { text: res.text, parsed: ical.sync.parseICS(res.text) };
}
const vevents = (parsed: CalendarResponse) => Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
/** A text property's value, whether or not it came with parameters. */
const plain = (v: ParameterValue | undefined) => (typeof v === 'object' ? v.val : v);

describe('the iCalendar feed', () => {
  it("holds the company's events and the windows of the member's quizzes and tasks, in the company's zone", async () => {
    const tenant = await t.create.tenant();
    const student = await t.create.user(tenant, { name: 'Aluna Feed' });
    const event = await t.create.calendarEvent(tenant, {
      title: 'Semana de provas',
      description: 'Traga documento',
      location: 'Bloco B',
      startsAt: new Date('2026-03-10T22:00:00Z'),
      endsAt: new Date('2026-03-11T00:00:00Z'),
    });
    const holiday = await t.create.calendarEvent(tenant, {
      title: 'Feriado',
      startsAt: new Date('2026-04-21T03:00:00Z'),
      endsAt: null,
      allDay: true,
    });
    await t.create.calendarEvent(tenant, { title: 'Removido', deletedAt: new Date() });
    await t.create.calendarEvent(t.acme, { title: 'Da Acme' });

    const enrolled = await t.create.discipline(tenant, { name: 'Cálculo I' });
    const other = await t.create.discipline(tenant, { name: 'Sem matrícula' });
    await t.create.enroll(tenant, enrolled.id, student.id);
    const material = await t.create.material(tenant, enrolled.id);
    const window = async (
      disciplineMaterialId: number,
      o: { type: 'quiz' | 'task'; title: string; visible?: boolean },
      s: { availableFrom?: Date; availableUntil?: Date; dueAt?: Date },
    ) => {
      const item = await t.create.materialItem(tenant, disciplineMaterialId, o);
      await t.db.materialItemSettings.create({ data: { companyId: tenant.company.id, materialItemId: item.id, ...s } });
      return item;
    };
    const quiz = await window(
      material.id,
      { type: 'quiz', title: 'Questionário 1' },
      { availableFrom: new Date('2026-03-02T11:00:00Z'), availableUntil: new Date('2026-03-09T02:59:00Z') },
    );
    const task = await window(material.id, { type: 'task', title: 'Lista 2' }, { dueAt: new Date('2026-03-20T23:00:00Z') });
    await window(material.id, { type: 'task', title: 'Oculta', visible: false }, { dueAt: new Date('2026-03-21T23:00:00Z') });
    await window(material.id, { type: 'task', title: 'Sem prazo' }, {});
    await window(
      (await t.create.material(tenant, other.id)).id,
      { type: 'quiz', title: 'De outra turma' },
      {
        availableFrom: new Date('2026-03-02T11:00:00Z'),
      },
    );

    expect((await t.as(student, tenant).get('/calendar-feed').expect(200)).body.data).toEqual({
      active: false,
      created_at: null,
    });
    const made = await t.as(student, tenant).post('/calendar-feed').expect(201);
    expect(made.body.message).toBe('Novo link da agenda gerado!');
    expect(made.body.data.url).toMatch(new RegExp(`^http://${tenant.host}(:\\d+)?/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await t.as(student, tenant).get('/calendar-feed').expect(200)).body.data).toEqual({
      active: true,
      created_at: made.body.data.created_at,
    });
    // Only the token's hash is kept.
    const stored = await t.db.calendarFeedToken.findFirstOrThrow({ where: { userId: student.id } });
    const token = pathOf(made.body.data.url).split('/').pop()!.replace('.ics', '');
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const { text, parsed } = await feedOf(tenant, made.body.data.url);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('VERSION:2.0');
    const zones = Object.values(parsed).filter((c) => c?.type === 'VTIMEZONE');
    expect(zones.map((z) => (z as { tzid: string }).tzid)).toEqual(['America/Sao_Paulo']);
    // 22:00 UTC is 19:00 in São Paulo, written with its TZID.
    expect(text).toContain('DTSTART;TZID=America/Sao_Paulo:20260310T190000');
    // Stamps are UTC (RFC 5545 3.8.7.2), whatever the zone of the times.
    const stamps = text.match(/^(DTSTAMP|LAST-MODIFIED):.*$/gm)!;
    expect(stamps.length).toBeGreaterThan(0);
    for (const stamp of stamps) expect(stamp).toMatch(/:\d{8}T\d{6}Z\r?$/);

    const byUid = new Map(vevents(parsed).map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual(
      [
        `event-${event.id}@${tenant.domain}.trilha`,
        `event-${holiday.id}@${tenant.domain}.trilha`,
        `material-item-${quiz.id}@${tenant.domain}.trilha`,
        `material-item-${task.id}@${tenant.domain}.trilha`,
      ].sort(),
    );
    const e = byUid.get(`event-${event.id}@${tenant.domain}.trilha`)!;
    expect(plain(e.summary)).toBe('Semana de provas');
    expect(plain(e.location)).toBe('Bloco B');
    expect(plain(e.description)).toBe('Traga documento');
    expect(e.start.toISOString()).toBe('2026-03-10T22:00:00.000Z');
    expect(e.end?.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // An all-day event is a DATE in the company's calendar, its end the day after.
    expect(text).toContain('DTSTART;VALUE=DATE:20260421');
    expect(text).toContain('DTEND;VALUE=DATE:20260422');
    expect(byUid.get(`event-${holiday.id}@${tenant.domain}.trilha`)!.datetype).toBe('date');

    const q = byUid.get(`material-item-${quiz.id}@${tenant.domain}.trilha`)!;
    expect(plain(q.summary)).toBe('Questionário: Questionário 1');
    expect(q.start.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(q.end?.toISOString()).toBe('2026-03-09T02:59:00.000Z');
    expect(plain(q.description)).toBe('Disciplina: Cálculo I\nAbre: 02/03/2026, 08:00\nFecha: 08/03/2026, 23:59');
    expect(plain(q.url as ParameterValue)).toBe(`http://${tenant.domain}.localhost:8080/discipline/${enrolled.id}/materials`);
    const k = byUid.get(`material-item-${task.id}@${tenant.domain}.trilha`)!;
    expect(plain(k.summary)).toBe('Tarefa: Lista 2');
    expect(k.start.toISOString()).toBe('2026-03-20T23:00:00.000Z');

    // The same windows for the calendar screen, by range.
    const windows = await t.as(student, tenant).get('/events/windows').expect(200);
    expect(windows.body.data.map((w: { material_item_id: number }) => w.material_item_id)).toEqual([quiz.id, task.id]);
    expect(windows.body.data[0]).toEqual({
      material_item_id: quiz.id,
      title: 'Questionário 1',
      type: 'quiz',
      discipline_id: enrolled.id,
      discipline_name: 'Cálculo I',
      available_from: '2026-03-02T11:00:00.000Z',
      available_until: '2026-03-09T02:59:00.000Z',
      due_at: null,
    });
    const lateMarch = { start: '2026-03-15T00:00:00-03:00', end: '2026-04-01T00:00:00-03:00' };
    const inRange = await t.as(student, tenant).get('/events/windows').query(lateMarch).expect(200);
    expect(inRange.body.data.map((w: { material_item_id: number }) => w.material_item_id)).toEqual([task.id]);
    await t.as(student, tenant).get('/events/windows').query({ start: 'ontem' }).expect(422);
    await t.as(null, tenant).get('/events/windows').expect(401);
    await t.as(t.admin, tenant).get('/events/windows').expect(403);

    // Staff see the hidden task of a discipline they teach.
    const teacher = await t.create.user(tenant, { type: 'teacher' });
    await t.create.enroll(tenant, enrolled.id, teacher.id, 'teacher');
    const teacherUrl = (await t.as(teacher, tenant).post('/calendar-feed').expect(201)).body.data.url;
    const summaries = vevents((await feedOf(tenant, teacherUrl)).parsed).map((x) => plain(x.summary));
    expect(summaries).toContain('Tarefa: Oculta');
    expect(summaries).not.toContain('Questionário: De outra turma');
  });

  it("writes the company's own time zone", async () => {
    const tenant = await t.create.tenant();
    await t.db.company.update({ where: { id: tenant.company.id }, data: { timeZone: 'America/Manaus' } });
    await t.create.calendarEvent(tenant, { startsAt: new Date('2026-03-10T22:00:00Z') });
    const user = await t.create.user(tenant, { type: 'manager' });
    const url = (await t.as(user, tenant).post('/calendar-feed').expect(201)).body.data.url;
    const { text, parsed } = await feedOf(tenant, url);
    expect(text).toContain('DTSTART;TZID=America/Manaus:20260310T180000');
    expect(vevents(parsed)[0]!.start.toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });

  it('is revoked by a new URL or by DELETE; answers 404 to unknown tokens, other hosts and former members', async () => {
    const student = await t.create.user(t.demo);
    const first = (await t.as(student).post('/calendar-feed').expect(201)).body.data.url;
    await t.as(null).get(pathOf(first)).expect(200);
    // Without the .ics ending too (some apps strip it).
    await t.as(null).get(pathOf(first).replace('.ics', '')).expect(200);
    // Another tenant's host does not know it.
    const elsewhere = await t.as(null, t.acme).get(pathOf(first)).expect(404);
    expect(elsewhere.body).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND', message: 'Agenda não encontrada' });

    const second = (await t.as(student).post('/calendar-feed').expect(201)).body.data.url;
    expect(second).not.toBe(first);
    await t.as(null).get(pathOf(first)).expect(404);
    await t.as(null).get(pathOf(second)).expect(200);
    expect(await t.db.calendarFeedToken.count({ where: { userId: student.id } })).toBe(1);

    const revoked = await t.as(student).delete('/calendar-feed').expect(200);
    expect(revoked.body.message).toBe('Link da agenda revogado!');
    await t.as(null).get(pathOf(second)).expect(404);
    expect((await t.as(student).get('/calendar-feed').expect(200)).body.data.active).toBe(false);
    await t.as(student).delete('/calendar-feed').expect(200);

    await t
      .as(null)
      .get(`/calendar-feed/${'A'.repeat(43)}`)
      .expect(404);
    await t.as(null).get('/calendar-feed/curto').expect(422);
    await t.as(null).get('/calendar-feed').expect(401);
    await t.as(null).post('/calendar-feed').expect(401);
    await t.as(t.admin).post('/calendar-feed').expect(403);

    // Made several times at once: one feed, and only one of the URLs works.
    const urls = await Promise.all(
      Array.from({ length: 5 }, async () => (await t.as(student).post('/calendar-feed').expect(201)).body.data.url as string),
    );
    expect(await t.db.calendarFeedToken.count({ where: { userId: student.id } })).toBe(1);
    const statuses = await Promise.all(urls.map(async (u) => (await t.as(null).get(pathOf(u))).status));
    expect(statuses.sort()).toEqual([200, 404, 404, 404, 404]);

    // A member who leaves the company loses the feed with it.
    const leaver = await t.create.user(t.demo, { type: 'tutor' });
    const url = (await t.as(leaver).post('/calendar-feed').expect(201)).body.data.url;
    await t.db.companyUser.deleteMany({ where: { userId: leaver.id } });
    await t.as(null).get(pathOf(url)).expect(404);
  });
});

describe("all-day events are dates of the company's calendar (issue 29 item 18)", () => {
  it("keeps the day the sender picked, whatever their zone, as the company's midnight; refuses a last day before the first", async () => {
    // A browser in Tokyo picks 21/04: its midnight is 20/04 at 12:00 in São Paulo (the company's zone).
    const tokyo = await t
      .as(t.manager)
      .post('/events')
      .send({ title: 'Feriado', starts_at: '2026-04-21T00:00:00+09:00', all_day: true })
      .expect(201);
    expect(tokyo.body.data).toMatchObject({ start_date: '2026-04-21', end_date: null, starts_at: '2026-04-21T03:00:00.000Z' });
    // Explicit days win over the instants; the last day is inclusive.
    const span = await t
      .as(t.manager)
      .post('/events')
      .send({
        title: 'Semana',
        starts_at: '2026-05-03T22:00:00-07:00',
        all_day: true,
        start_date: '2026-05-04',
        end_date: '2026-05-08',
      })
      .expect(201);
    expect(span.body.data).toMatchObject({
      start_date: '2026-05-04',
      end_date: '2026-05-08',
      starts_at: '2026-05-04T03:00:00.000Z',
      ends_at: '2026-05-08T03:00:00.000Z',
    });
    const before = await t.rowCounts(['calendar_events']);
    const reversed = await t
      .as(t.manager)
      .post('/events')
      .send({
        title: 'Ao contrário',
        starts_at: '2026-05-04T00:00:00-03:00',
        all_day: true,
        start_date: '2026-05-04',
        end_date: '2026-05-01',
      })
      .expect(422);
    expect(reversed.body.errors.ends_at).toEqual(['O término deve ser posterior ao início']);
    await t
      .as(t.manager)
      .post('/events')
      .send({ title: 'Data ruim', starts_at: '2026-05-04T00:00:00-03:00', all_day: true, start_date: '04/05/2026' })
      .expect(422);
    expect(await t.rowCounts(['calendar_events'])).toEqual(before);

    // The day, listed for the company's 21/04, and not for its 20/04.
    const day = (d: string, next: string) => ({ start: `${d}T00:00:00-03:00`, end: `${next}T00:00:00-03:00` });
    const ids = async (q: Record<string, string>) =>
      (await t.as(t.manager).get('/events').query(q).expect(200)).body.data.map((e: { id: number }) => e.id);
    expect(await ids(day('2026-04-21', '2026-04-22'))).toContain(tokyo.body.data.id);
    expect(await ids(day('2026-04-20', '2026-04-21'))).not.toContain(tokyo.body.data.id);
  });

  it('edits: moves the days, turns a timed event into a whole day (its company day) and back', async () => {
    const e = await t.create.calendarEvent(t.demo, {
      startsAt: new Date('2026-06-10T01:30:00Z'), // 09/06 22:30 in São Paulo
      endsAt: new Date('2026-06-10T02:30:00Z'),
    });
    const whole = await t.as(t.manager).post(`/events/${e.id}/update`).send({ all_day: true }).expect(200);
    expect(whole.body.data).toMatchObject({ all_day: true, start_date: '2026-06-09', end_date: '2026-06-09' });
    const moved = await t
      .as(t.manager)
      .post(`/events/${e.id}/update`)
      .send({ start_date: '2026-06-12', end_date: null })
      .expect(200);
    expect(moved.body.data).toMatchObject({
      start_date: '2026-06-12',
      end_date: null,
      starts_at: '2026-06-12T03:00:00.000Z',
      ends_at: null,
    });
    const early = await t.as(t.manager).post(`/events/${e.id}/update`).send({ end_date: '2026-06-11' }).expect(422);
    expect(early.body.code).toBe('CALENDAR_EVENT_END_BEFORE_START');
    const timed = await t
      .as(t.manager)
      .post(`/events/${e.id}/update`)
      .send({ all_day: false, starts_at: '2026-06-12T10:00:00-03:00' })
      .expect(200);
    expect(timed.body.data).toMatchObject({
      all_day: false,
      start_date: null,
      end_date: null,
      starts_at: '2026-06-12T13:00:00.000Z',
    });
  });

  it('the feed writes them as VALUE=DATE, its zone before the first event and CRLF everywhere, through the end', async () => {
    const tenant = await t.create.tenant();
    await t.db.company.update({ where: { id: tenant.company.id }, data: { timeZone: 'Asia/Tokyo' } });
    const manager = await t.create.user(tenant, { type: 'manager' });
    const made = await t
      .as(manager, tenant)
      .post('/events')
      .send({
        title: 'Festival',
        starts_at: '2026-07-20T00:00:00-03:00',
        all_day: true,
        start_date: '2026-07-20',
        end_date: '2026-07-21',
      })
      .expect(201);
    // Tokyo's midnight of 20/07 is 19/07 in UTC: the day stays the 20th.
    expect(made.body.data).toMatchObject({ start_date: '2026-07-20', starts_at: '2026-07-19T15:00:00.000Z' });
    await t.create.calendarEvent(tenant, { title: 'Aula', startsAt: new Date('2026-07-22T10:00:00Z') });
    const url = (await t.as(manager, tenant).post('/calendar-feed').expect(201)).body.data.url;
    const raw = await t
      .as(null, tenant)
      .get(pathOf(url))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(raw.status).toBe(200);
    const bytes = raw.body as Buffer;
    const text = bytes.toString('utf8');
    // RFC 5545 §3.1: every line ends with CRLF, the last one (END:VCALENDAR) too; no bare LF or CR.
    expect(bytes.subarray(-15).toString('latin1')).toBe('END:VCALENDAR\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // §3.4/§3.6: the calendar's properties (X-WR-TIMEZONE) before its components.
    expect(text.indexOf('X-WR-TIMEZONE:Asia/Tokyo\r\n')).toBeGreaterThan(0);
    expect(text.indexOf('X-WR-TIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    expect(text.match(/X-WR-TIMEZONE/g)).toHaveLength(1);
    expect(text).toContain('DTSTART;VALUE=DATE:20260720\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20260722\r\n');

    const parsed = ical.sync.parseICS(text);
    const festival = vevents(parsed).find((v) => plain(v.summary) === 'Festival')!;
    expect(festival.datetype).toBe('date');
    expect(festival.start.dateOnly).toBe(true);
    const aula = vevents(parsed).find((v) => plain(v.summary) === 'Aula')!;
    expect(aula.start.toISOString()).toBe('2026-07-22T10:00:00.000Z');
  });
});
