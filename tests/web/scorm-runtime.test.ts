import { describe, expect, it } from 'vitest';
import { committedCmi, initialCmi } from '../../apps/web/src/features/scorm/runtime.ts';

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
