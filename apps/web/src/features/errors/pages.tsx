import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building, Compass, TriangleAlert } from 'lucide-react';
import { landingPath } from '@trilha/shared/kernel';
import { useSession } from '../../lib/session.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const primaryLink =
  'inline-flex min-h-11 items-center rounded-lg bg-primary-600 px-5 text-sm font-semibold text-on-primary shadow-sm hover:bg-primary-700';
const secondaryLink =
  'inline-flex min-h-11 items-center rounded-lg bg-white px-5 text-sm font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50';

function HomeLink() {
  const { t } = useTranslation();
  const s = useSession();
  return s ? (
    <Link to={landingPath(s.user.type)} className={primaryLink}>
      {t('app.goHome')}
    </Link>
  ) : (
    <Link to="/login" className={primaryLink}>
      {t('app.goLogin')}
    </Link>
  );
}

/** /error: the host names no known tenant. */
export function LicenseErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen title={t('errors.licenseTitle')} illustration={<Building className="size-10" aria-hidden />}>
      <p>{t('errors.licenseBody', { host: window.location.hostname })}</p>
    </ErrorScreen>
  );
}

/** /not-found */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="404"
      title={t('errors.notFoundTitle')}
      illustration={<Compass className="size-10" aria-hidden />}
      actions={<HomeLink />}
    >
      <p>{t('errors.notFoundBody')}</p>
    </ErrorScreen>
  );
}

/** Any other path: a 404 reads "Página não encontrada", not a generic failure (issue 29). */
export function UnknownPathPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorScreen
      code="404"
      title={t('errors.notFoundTitle')}
      illustration={<Compass className="size-10" aria-hidden />}
      actions={<HomeLink />}
    >
      <p>{t('errors.unknownPathBody', { path: pathname })}</p>
    </ErrorScreen>
  );
}

/** errorElement: a loader or render failure with nowhere to stay (the first load). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 404) return <UnknownPathPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorScreen
      code={status ? t('errors.status', { status: String(status) }) : undefined}
      title={t('errors.errorTitle')}
      illustration={<TriangleAlert className="size-10" aria-hidden />}
      actions={
        <>
          <button type="button" onClick={() => window.location.reload()} className={primaryLink}>
            {t('app.retry')}
          </button>
          <Link to="/" className={secondaryLink}>
            {t('app.goHome')}
          </Link>
        </>
      }
    >
      <p>{t('errors.errorBody')}</p>
    </ErrorScreen>
  );
}
