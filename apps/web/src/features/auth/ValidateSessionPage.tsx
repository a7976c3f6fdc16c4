import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath } from '@trilha/shared/kernel';
import { pingResponseSchema } from '@trilha/shared/auth';
import { request } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { queueToast } from '../../lib/toast.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { messageText } from '../../i18n/index.ts';

/**
 * /validate[?token=…]: confirms a session (a token handed over by another page, or the stored one)
 * with POST /ping, then lands the user where their role lands; an invalid one goes to Login.
 */
export async function validateSessionLoader({ request: req }: LoaderFunctionArgs) {
  const token = new URL(req.url).searchParams.get('token') ?? session.token();
  if (!token) throw redirect('/login');
  try {
    const { user } = await request('/ping', { method: 'POST', token, schema: pingResponseSchema });
    session.adopt(token, user, session.get()?.token === token ? session.get()?.company : undefined);
    return redirect(landingPath(user.type));
  } catch {
    session.clear();
    queueToast('error', messageText('unauthenticated'));
    return redirect('/login');
  }
}

export function ValidateSessionPage() {
  const { t } = useTranslation();
  return (
    <main id="main-content" className="grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-4 text-slate-700">
        <Spinner className="size-8 text-primary-600" />
        <h1 className="text-lg font-medium">{t('auth.validating')}</h1>
      </div>
    </main>
  );
}
