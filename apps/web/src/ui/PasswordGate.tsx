import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { ApiError } from '../lib/api.ts';
import { serverDetail } from '../lib/api-errors.ts';
import { Button } from './Button.tsx';
import { PasswordField } from './Field.tsx';

/**
 * A password-protected material item asks its password: the Discipline Material screen's modal and
 * the quiz's Questionnaire (two features, hence here). `unlock` sends it (POST
 * /material-items/{id}/password, the caller's own request) and keeps the unlocked item. A wrong
 * password shows under the field only: a toast in a dialog would outlive it.
 */
export function PasswordGate({
  title,
  unlock,
  autoFocus = true,
}: {
  /** The item's title, named in the prompt. */
  title: string;
  unlock: (password: string) => Promise<void>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!password) {
      setError(t('messages.materialItemPasswordRequired'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await unlock(password);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === 'MATERIAL_ITEM_PASSWORD_WRONG'
          ? t('messages.materialItemPasswordWrong')
          : serverDetail(err),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-sm space-y-4">
      <div className="flex items-start gap-3 text-slate-700">
        <Lock className="mt-0.5 size-5 shrink-0 text-primary-700" aria-hidden />
        <p>{t('materials.password.body', { title })}</p>
      </div>
      <PasswordField
        label={t('materials.password.label')}
        value={password}
        autoFocus={autoFocus}
        autoComplete="off"
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" loading={pending}>
        {t('materials.password.submit')}
      </Button>
    </form>
  );
}
