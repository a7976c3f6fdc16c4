import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import type { MaterialItem } from '@trilha/shared/materials';
import { ApiError } from '../../lib/api.ts';
import { serverDetail } from '../../lib/api-errors.ts';
import { Button } from '../../ui/Button.tsx';
import { PasswordField } from '../../ui/Field.tsx';
import { unlockItem } from './api.ts';

/**
 * A password-protected item asks its password (POST /material-items/{id}/password). The answer is
 * the unlocked item, handed to `onUnlocked` so the screen's cache holds it at once. A wrong password
 * shows under the field only: a toast in a dialog would outlive it.
 */
export function PasswordGate({
  item,
  onUnlocked,
  autoFocus = true,
}: {
  item: MaterialItem;
  onUnlocked: (item: MaterialItem) => void;
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
      const r = await unlockItem(item.id, password);
      onUnlocked(r.data);
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
        <p>{t('materials.password.body', { title: item.title })}</p>
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
