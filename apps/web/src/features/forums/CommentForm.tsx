import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FORUM_COMMENT_MAX,
  updateForumCommentBodySchema,
  type ForumCommentResponse,
  type UpdateForumCommentBody,
} from '@trilha/shared/forums';
import { useServerForm } from '../../lib/forms/use-server-form.ts';
import { Button } from '../../ui/Button.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { refreshForum } from './comment-actions.ts';
import { mentionedIds } from './mention-text.ts';
import { MentionTextArea } from './MentionTextArea.tsx';

/**
 * A comment's text: a new comment, a reply or an edit (`send` decides which call). The shared
 * schema checks it as the API will; the server's message is the toast. Members picked in the
 * @mention list go with it while their `@Name` is still in the text (`initialMentions`: an edit's
 * current ones).
 */
export function CommentForm({
  forumId,
  label,
  submitLabel,
  initial = '',
  initialMentions = [],
  send,
  onDone,
  autoFocus,
}: {
  forumId: number;
  label: string;
  submitLabel: string;
  initial?: string;
  initialMentions?: readonly { id: number; name: string }[];
  send: (text: string, mentions: number[]) => Promise<ForumCommentResponse>;
  /** Present for a reply or an edit (its Cancel); a new comment's form stays. */
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const picked = useRef(new Map(initialMentions.map((m) => [m.id, m.name])));
  const { form, onSubmit, pending } = useServerForm<{ text: string }, UpdateForumCommentBody, ForumCommentResponse>({
    schema: updateForumCommentBodySchema,
    defaultValues: { text: initial },
    submit: (body) => send(body.text, mentionedIds(body.text, picked.current)),
    onSuccess: async () => {
      form.reset({ text: '' });
      picked.current.clear();
      onDone?.();
      await refreshForum(forumId);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <Controller
        control={form.control}
        name="text"
        render={({ field, fieldState }) => (
          <MentionTextArea
            ref={field.ref}
            name={field.name}
            forumId={forumId}
            label={label}
            placeholder={t('forums.commentPlaceholder')}
            maxLength={FORUM_COMMENT_MAX}
            autoFocus={autoFocus}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onMention={(m) => picked.current.set(m.id, m.name)}
            error={fieldState.error?.message}
          />
        )}
      />
      {onDone ? (
        <FormActions onCancel={onDone} pending={pending} submitLabel={submitLabel} />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
