import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ForumMember } from '@trilha/shared/forums';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { cx } from '../../ui/cx.ts';
import { forumMembersQuery } from './api.ts';
import { insertMention, mentionAt } from './mention-text.ts';

type Props = {
  forumId: number;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  /** A member was picked in the list (their `@Name` is now in the text). */
  onMention: (member: ForumMember) => void;
  error?: string;
  maxLength?: number;
  autoFocus?: boolean;
  name?: string;
  onBlur?: () => void;
};

/**
 * The comment box with @mentions: typing `@` and a name offers the discipline's members
 * (GET /forums/{id}/members, debounced) in a listbox under the box. It is the WAI-ARIA combobox
 * pattern on a textarea: the focus stays in the text, the arrows move the active option
 * (aria-activedescendant), Enter or Tab picks it, Escape closes the list; the count of matches is
 * announced. A pick writes `@Full Name ` in place of what was typed.
 */
export const MentionTextArea = forwardRef<HTMLTextAreaElement, Props>(function MentionTextArea(
  { forumId, label, placeholder, value, onChange, onMention, error, maxLength, autoFocus, name, onBlur },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-members`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => box.current!);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const typing = mentionAt(value, caret);
  const open = typing !== null && dismissed !== typing.start;
  const search = useDebouncedValue(typing?.query.trim() ?? '', 250);
  const members = useQuery({ ...forumMembersQuery(forumId, search), enabled: open, placeholderData: keepPreviousData });
  const options = open ? (members.data?.data ?? []) : [];
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  const pick = (m: ForumMember) => {
    if (!typing) return;
    const next = insertMention(value, typing.start, caret, m.name);
    onChange(next.text);
    onMention(m);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || options.length === 0) {
      if (open && e.key === 'Escape') setDismissed(typing!.start);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(options[activeIndex]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setDismissed(typing!.start);
    }
  };

  const track = () => setCaret(box.current?.selectionStart ?? 0);
  const describedBy = [error ? errorId : hintId].join(' ');
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        name={name}
        rows={3}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && options.length > 0 ? `${listId}-${options[activeIndex]!.id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={track}
        onClick={track}
        onBlur={onBlur}
        className={cx(
          'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-500',
          'focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200 focus-visible:outline-none',
          error ? 'border-red-700' : 'border-slate-400',
        )}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {t('forums.mentionHint')}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('forums.mentionList')}
        hidden={!open || options.length === 0}
        className="absolute left-0 z-20 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
      >
        {options.map((m, i) => (
          <li
            key={m.id}
            id={`${listId}-${m.id}`}
            role="option"
            aria-selected={i === activeIndex}
            // mousedown, not click: the textarea keeps the focus (and its caret).
            onMouseDown={(e) => {
              e.preventDefault();
              pick(m);
            }}
            onMouseEnter={() => setActive(i)}
            className={cx(
              'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
              i === activeIndex ? 'bg-primary-50 text-primary-900' : 'text-slate-800',
            )}
          >
            <span className="font-medium">{m.name}</span>
            <span className="text-xs text-slate-600">{t(`forums.memberRole.${m.role}`)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {open && members.data && !members.isFetching ? t('forums.mentionMatches', { count: members.data.meta.total }) : ''}
      </p>
    </div>
  );
});
