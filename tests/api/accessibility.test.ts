import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../support/fixture.ts';

const t = setupApiTest();

const PATH = '/users/me/accessibility';
const settings = { dyslexia: true, font_multiplier: 1.3, contrast_multiplier: 9, color_blindness_index: 1 };

describe('GET /users/me/accessibility', () => {
  it('null until the caller saves, then their own settings: never another member’s, never another company’s', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    const other = await t.create.user(t.demo, { type: 'student' });
    expect((await t.as(student).get(PATH).expect(200)).body).toEqual({ data: null });

    await t.as(student).put(PATH).send(settings).expect(200);
    expect((await t.as(student).get(PATH).expect(200)).body).toEqual({ data: settings });
    expect((await t.as(other).get(PATH).expect(200)).body).toEqual({ data: null });

    // The same person in another company starts from nothing there (settings are per company,
    // like the browser's, which are per origin).
    await t.db.companyUser.create({ data: { companyId: t.acme.company.id, userId: student.id } });
    expect((await t.as(student, t.acme).get(PATH).expect(200)).body).toEqual({ data: null });
    await t
      .as(student, t.acme)
      .put(PATH)
      .send({ ...settings, dyslexia: false })
      .expect(200);
    expect((await t.as(student).get(PATH).expect(200)).body.data.dyslexia).toBe(true);
    expect((await t.as(student, t.acme).get(PATH).expect(200)).body.data.dyslexia).toBe(false);
  });

  it('answers every role (every screen has the panel) and refuses anonymous callers and outsiders', async () => {
    for (const type of ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client'] as const)
      await t
        .as(await t.create.user(t.demo, { type }))
        .get(PATH)
        .expect(200);
    await t.as(t.admin).get(PATH).expect(200);
    await t.as(null).get(PATH).expect(401);
    const outsider = await t.create.user(t.acme, { type: 'student' });
    await t.as(outsider).get(PATH).expect(401);
  });
});

describe('PUT /users/me/accessibility', () => {
  it('saves every step of the panel and replaces the previous settings (one row per member)', async () => {
    const tutor = await t.create.user(t.demo, { type: 'tutor' });
    for (const font_multiplier of [1, 1.1, 1.6, 1.9, 2])
      for (const [contrast_multiplier, color_blindness_index] of [
        [1, null],
        [5, 0],
        [9, 2],
        [13, 3],
      ] as const) {
        const body = { dyslexia: font_multiplier > 1.5, font_multiplier, contrast_multiplier, color_blindness_index };
        expect((await t.as(tutor).put(PATH).send(body).expect(200)).body).toEqual({ data: body });
        expect((await t.as(tutor).get(PATH).expect(200)).body).toEqual({ data: body });
      }
    expect(await t.db.accessibilitySetting.count({ where: { userId: tutor.id } })).toBe(1);
  });

  it('422 for anything off the panel’s steps or of the wrong shape, 401 without a member’s token; nothing written', async () => {
    const student = await t.create.user(t.demo, { type: 'student' });
    await t.as(student).put(PATH).send(settings).expect(200);
    const before = await t.rowCounts(['accessibility_settings']);
    const bad: unknown[] = [
      { ...settings, font_multiplier: 0.9 },
      { ...settings, font_multiplier: 2.1 },
      { ...settings, font_multiplier: 1.25 },
      { ...settings, font_multiplier: '1.2' },
      { ...settings, font_multiplier: 1e308 },
      { ...settings, contrast_multiplier: 0 },
      { ...settings, contrast_multiplier: 2 },
      { ...settings, contrast_multiplier: 17 },
      { ...settings, color_blindness_index: 4 },
      { ...settings, color_blindness_index: -1 },
      { ...settings, color_blindness_index: 2 ** 53 },
      { ...settings, dyslexia: 'sim' },
      { ...settings, dyslexia: 'a\u0000b' },
      { ...settings, extra: 'x'.repeat(100_000) },
      { dyslexia: true },
      [],
      null,
    ];
    for (const body of bad) {
      const res = await t.as(student).put(PATH).send(JSON.stringify(body)).set('content-type', 'application/json');
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const nul = await t.as(student).put(PATH).set('content-type', 'application/json').send('{"dyslexia":"\\u0000"}');
    expect(nul.status).toBe(422);
    expect((await t.as(student).get(PATH).expect(200)).body).toEqual({ data: settings });

    await t.as(null).put(PATH).send(settings).expect(401);
    const outsider = await t.create.user(t.acme, { type: 'manager' });
    await t.as(outsider).put(PATH).send(settings).expect(401);
    expect(await t.rowCounts(['accessibility_settings'])).toEqual(before);
  });
});
