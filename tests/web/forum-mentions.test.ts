import { describe, expect, it } from 'vitest';
import { insertMention, mentionAt, mentionedIds, splitMentions } from '../../apps/web/src/features/forums/mention-text.ts';
import { notificationTarget } from '../../apps/web/src/features/notifications/notification-target.ts';

describe('mentionAt', () => {
  it('reads the @name being typed at the caret', () => {
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('oi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(mentionAt('oi @Ana So', 10)).toEqual({ start: 3, query: 'Ana So' });
    expect(mentionAt('linha\n@bi', 9)).toEqual({ start: 6, query: 'bi' });
  });
  it('is nothing for an e-mail, a finished mention, a line break or the caret elsewhere', () => {
    expect(mentionAt('ana@x.com', 9)).toBeNull();
    expect(mentionAt('@Ana Souza e', 12)).toBeNull();
    expect(mentionAt('@an\nx', 5)).toBeNull();
    expect(mentionAt('@ ', 2)).toBeNull();
    expect(mentionAt('sem arroba', 5)).toBeNull();
  });
});

describe('insertMention and mentionedIds', () => {
  it('replaces the typed query by the full name and keeps only the names still in the text', () => {
    const r = insertMention('oi @an, tudo bem?', 3, 6, 'Ana Souza');
    expect(r).toEqual({ text: 'oi @Ana Souza , tudo bem?', caret: 14 });
    const picked = new Map([
      [1, 'Ana Souza'],
      [2, 'Bia Lima'],
    ]);
    expect(mentionedIds(r.text, picked)).toEqual([1]);
  });
});

describe('splitMentions', () => {
  it('cuts the text at the mentions, the longest name first, special characters literal', () => {
    expect(splitMentions('oi @Ana Souza e @Ana', ['Ana', 'Ana Souza'])).toEqual([
      'oi ',
      { mention: '@Ana Souza' },
      ' e ',
      { mention: '@Ana' },
    ]);
    expect(splitMentions('@J. (Jo)? ok', ['J. (Jo)?'])).toEqual([{ mention: '@J. (Jo)?' }, ' ok']);
    expect(splitMentions('sem menção', [])).toEqual(['sem menção']);
  });
});

describe('notificationTarget of the forum-comment kinds', () => {
  it('opens Forum View at the comment', () => {
    for (const type of ['ForumCommentMentioned', 'ForumCommentCreated', 'ForumReplyCreated'])
      expect(notificationTarget({ type, discipline_id: 4, subject_id: 31, comment_id: 90 })).toBe(
        '/discipline/4/forum/31?comment=90',
      );
    expect(notificationTarget({ type: 'ForumReplyCreated', discipline_id: 4, subject_id: 31, comment_id: null })).toBe(
      '/discipline/4/forum/31',
    );
    expect(notificationTarget({ type: 'ForumReplyCreated', discipline_id: 4, subject_id: null, comment_id: 9 })).toBeNull();
  });
});
