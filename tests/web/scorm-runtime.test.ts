import { describe, expect, it } from 'vitest';
import {
  API_SETTINGS,
  committedCmi,
  initialCmi,
  reopenSession,
  scormApiClass,
  type ScormRuntimeApi,
} from '../../apps/web/src/features/scorm/runtime.ts';

describe('SCORM player data', () => {
  const learner = { id: 7, name: 'Ana Souza' };

  it('starts a first launch ab-initio and tells the package who the learner is (1.2 and 2004)', () => {
    expect(initialCmi('1.2', {}, learner)).toMatchObject({
      'cmi.core.student_id': '7',
      'cmi.core.student_name': 'Ana Souza',
      'cmi.core.entry': 'ab-initio',
    });
    expect(initialCmi('2004', {}, learner)).toMatchObject({ 'cmi.learner_id': '7', 'cmi.entry': 'ab-initio' });
  });

  it('resumes after exit=suspend, keeps the saved data, and starts a new session time', () => {
    const saved = { 'cmi.core.exit': 'suspend', 'cmi.suspend_data': 'p=3', 'cmi.core.session_time': '00:10:00' };
    expect(initialCmi('1.2', saved, learner)).toMatchObject({
      'cmi.core.entry': 'resume',
      'cmi.suspend_data': 'p=3',
      'cmi.core.exit': '',
      'cmi.core.session_time': '00:00:00',
    });
    expect(initialCmi('2004', { 'cmi.exit': 'normal', 'cmi.location': '2' }, learner)).toMatchObject({
      'cmi.entry': '',
      'cmi.location': '2',
    });
  });

  it('commits only cmi.* keys with plain values (what PUT /scorm/{id}/cmi takes)', () => {
    expect(
      committedCmi({
        'cmi.core.lesson_status': 'completed',
        'cmi.core.score.raw': '90',
        'cmi.objectives': {},
        'cmi.interactions.0.id': 'q1',
        'cmi.weird key': 'x',
        other: 'y',
        'cmi.flag': true,
      }),
    ).toEqual({
      'cmi.core.lesson_status': 'completed',
      'cmi.core.score.raw': '90',
      'cmi.interactions.0.id': 'q1',
      'cmi.flag': true,
    });
  });
});

describe('a package that opens a new session on every page', () => {
  it.each(['1.2', '2004'] as const)('initialises again after %s finish, with the data it left', async (version) => {
    const Api = await scormApiClass(version);
    const api = new Api(API_SETTINGS) as unknown as ScormRuntimeApi & Record<string, (...a: string[]) => string>;
    api.loadFromFlattenedJSON(initialCmi(version, {}, { id: 1, name: 'Ana' }));
    const [init, set, get, finish] =
      version === '1.2'
        ? (['LMSInitialize', 'LMSSetValue', 'LMSGetValue', 'LMSFinish'] as const)
        : (['Initialize', 'SetValue', 'GetValue', 'Terminate'] as const);
    const location = version === '1.2' ? 'cmi.core.lesson_location' : 'cmi.location';
    expect(api[init]!('')).toBe('true');
    api[set]!(location, 'pagina-2');
    expect(api[finish]!('')).toBe('true');
    // Without reopening, scorm-again refuses the second page's Initialize.
    expect(api[init]!('')).toBe('false');
    reopenSession(api, version, { id: 1, name: 'Ana' });
    expect(api[init]!('')).toBe('true');
    expect(api[get]!(location)).toBe('pagina-2');
  });
});
