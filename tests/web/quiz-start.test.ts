// The Questionnaire's start button (issue 17): a locked or closed quiz said nothing and showed
// "0 questões" (the API hides a locked item's questions). startBlock says why; questionCount shows
// nothing rather than a false zero.
import { describe, expect, it } from 'vitest';
import { questionCount, startBlock } from '../../apps/web/src/features/attempts/start-state.ts';
import { pageOf, selectedAttemptOf } from '../../apps/web/src/features/attempts/loaders.ts';

const open = { open: false, used: 0, max: null };

describe('Questionnaire start', () => {
  it('a locked item says which lock, before anything else, and shows no question count', () => {
    for (const lock of ['password', 'not_yet_available', 'closed'] as const) {
      expect(startBlock({ lock, quizzes_ids: [] }, open)).toBe(lock);
      expect(startBlock({ lock, quizzes_ids: [] }, { open: true, used: 1, max: 1 })).toBe(lock);
      expect(questionCount({ lock, quizzes_ids: [] })).toBeNull();
    }
  });

  it('an open item: no questions, then the attempt limit; an attempt in progress can always go on', () => {
    expect(startBlock({ lock: null, quizzes_ids: [] }, open)).toBe('no_questions');
    expect(questionCount({ lock: null, quizzes_ids: [] })).toBe(0);
    expect(startBlock({ lock: null, quizzes_ids: [1, 2] }, { open: false, used: 2, max: 2 })).toBe('limit_reached');
    expect(startBlock({ lock: null, quizzes_ids: [1, 2] }, { open: true, used: 2, max: 2 })).toBeNull();
    expect(startBlock({ lock: null, quizzes_ids: [1, 2] }, { open: false, used: 1, max: 2 })).toBeNull();
    expect(startBlock({ lock: null, quizzes_ids: [1] }, open)).toBeNull();
    expect(questionCount({ lock: null, quizzes_ids: [4, 5, 6] })).toBe(3);
  });

  it('reads the page and the chosen attempt from the URL, falling back on bad values', () => {
    expect(pageOf('?page=3')).toBe(3);
    expect(pageOf('')).toBe(1);
    expect(pageOf('?page=-2')).toBe(1);
    expect(pageOf('?page=abc')).toBe(1);
    expect(selectedAttemptOf('?attempt=12')).toBe(12);
    expect(selectedAttemptOf('?attempt=0')).toBeNull();
    expect(selectedAttemptOf('')).toBeNull();
  });
});
