import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { LinkButton } from './LinkButton.tsx';
import { cx } from './cx.ts';

type CancelProps =
  /** A modal's Cancel: closes it the way its X and Esc do (FormModal's requestClose asks first when dirty). */
  | { onCancel: () => void; cancelTo?: never }
  /** A page form's Cancel: a link back to the list, so it opens in a new tab too. */
  | { cancelTo: string; onCancel?: never };

export type FormActionsProps = CancelProps & {
  /** The submit's label; 'Salvar' unless the action has its own word ("Matricular", "Criar usuário"). */
  submitLabel?: string;
  /** Cancel's label; 'Cancelar' unless the secondary action is another one ("Descartar alterações"). */
  cancelLabel?: string;
  /** The request is running: the submit shows a spinner and is disabled, so a second click or Enter sends nothing. */
  pending: boolean;
  /** The submit cannot run yet (nothing chosen, a field refused before sending). */
  disabled?: boolean;
  cancelDisabled?: boolean;
  /** Outside a <form>: the submit runs this instead of submitting. */
  onSubmit?: () => void;
  submitIcon?: ReactNode;
  className?: string;
};

/**
 * The footer of every form: Cancel, then the submit. Labels come from the catalogue, the submit is
 * disabled and busy while the request runs, and the buttons stack full width on a phone (the submit
 * on top, nearest the thumb) and sit at the right from the `sm` breakpoint.
 */
export function FormActions(props: FormActionsProps) {
  const { t } = useTranslation();
  const { submitLabel, cancelLabel, pending, disabled, cancelDisabled, onSubmit, submitIcon, className } = props;
  const cancelText = cancelLabel ?? t('app.cancel');
  return (
    <div className={cx('flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:flex-wrap sm:justify-end', className)}>
      {props.cancelTo !== undefined ? (
        <LinkButton to={props.cancelTo} variant="secondary">
          {cancelText}
        </LinkButton>
      ) : (
        <Button variant="secondary" disabled={cancelDisabled} onClick={props.onCancel}>
          {cancelText}
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit ? () => !pending && onSubmit() : undefined}
        loading={pending}
        disabled={disabled}
        icon={submitIcon}
      >
        {submitLabel ?? t('common.save')}
      </Button>
    </div>
  );
}
