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
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { refreshForum } from './comment-actions.ts';

/**
 * A comment's text: a new comment, a reply or an edit (`send` decides which call). The shared
 * schema checks it as the API will; the server's message is the toast.
 */
export function CommentForm({
  forumId,
  label,
  submitLabel,
  initial = '',
  send,
  onDone,
  autoFocus,
}: {
  forumId: number;
  label: string;
  submitLabel: string;
  initial?: string;
  send: (text: string) => Promise<ForumCommentResponse>;
  /** Present for a reply or an edit (its Cancel); a new comment's form stays. */
  onDone?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { form, onSubmit, pending } = useServerForm<{ text: string }, UpdateForumCommentBody, ForumCommentResponse>({
    schema: updateForumCommentBodySchema,
    defaultValues: { text: initial },
    submit: (body) => send(body.text),
    onSuccess: async () => {
      form.reset({ text: '' });
      onDone?.();
      await refreshForum(forumId);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <TextAreaField
        label={label}
        placeholder={t('forums.commentPlaceholder')}
        rows={3}
        maxLength={FORUM_COMMENT_MAX}
        autoFocus={autoFocus}
        error={errors.text?.message}
        {...register('text')}
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
