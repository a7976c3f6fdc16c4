import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, ShieldAlert, ShieldCheck, Trophy } from 'lucide-react';
import type { PublicAchievement, PublicAchievementList, PublicAward } from '@trilha/shared/gamification';
import { useTenant } from '../../app/tenant.ts';
import { ApiError } from '../../lib/api.ts';
import { formatLongDate } from '../../lib/format.ts';
import { TenantMark } from '../../shell/TenantMark.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fetchPublicAchievement, fetchPublicAchievements, fetchPublicAward } from './api.ts';
import { useBadgeText } from './badge-text.ts';
import { ShareActions } from './ShareActions.tsx';
import { verifyCredential } from './verify-credential.ts';

/**
 * The public badge pages (docs/gamification.md "Public pages"), opened without signing in from a
 * credential's ids or a shared link: an award (what a recruiter sees, verified in the browser from
 * the company's public keys), an achievement, and the company's badges. A missing or another
 * company's record is the page's own "not found" state; other failures, an error with a retry.
 */

type Loaded<T> = { data: T } | { data: null; error: 'notFound' | 'failed' };

async function load<T>(fn: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await fn() };
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 422)) return { data: null, error: 'notFound' };
    console.error('Public badge page failed to load', e);
    return { data: null, error: 'failed' };
  }
}

export const awardLoader = ({ params }: LoaderFunctionArgs) => load(() => fetchPublicAward(params.publicId ?? ''));
export const achievementLoader = ({ params }: LoaderFunctionArgs) => load(() => fetchPublicAchievement(params.key ?? ''));
export const issuerLoader = () => load(fetchPublicAchievements);

function PublicLayout({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-5 py-4">
          <Link to="/badges" className="min-w-0 rounded-lg">
            <TenantMark tenant={tenant} />
          </Link>
          <span className="hidden text-sm text-slate-600 sm:inline">{t('badges.openBadge')}</span>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-4xl px-5 py-8 focus:outline-none sm:py-12">
        {children}
      </main>
    </div>
  );
}

function BadgeArt({ image, size = 'lg' }: { image?: { id: string } | null; size?: 'lg' | 'md' }) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={
        size === 'lg'
          ? 'grid size-32 shrink-0 place-items-center overflow-hidden rounded-full bg-secondary-100 text-secondary-800 ring-8 ring-secondary-50'
          : 'grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-secondary-100 text-secondary-800'
      }
    >
      {image && !broken ? (
        <img src={image.id} alt="" className="size-full object-contain" onError={() => setBroken(true)} />
      ) : (
        <Trophy className={size === 'lg' ? 'size-14' : 'size-9'} aria-hidden />
      )}
    </span>
  );
}

function Failed({ notFound, title }: { notFound: boolean; title: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <PublicLayout>
      {notFound ? (
        <EmptyState icon={<Trophy className="size-7" aria-hidden />} title={title}>
          {t('badges.notFoundBody')}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <Alert>{t('badges.loadError')}</Alert>
          <Button variant="secondary" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
            {t('badges.retry')}
          </Button>
        </div>
      )}
    </PublicLayout>
  );
}

type Verdict = 'checking' | 'verified' | 'unverified';

function VerificationStatus({ verdict, issuer }: { verdict: Verdict; issuer: string }) {
  const { t } = useTranslation();
  if (verdict === 'checking')
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl bg-slate-100 p-4 text-slate-700">
        <Spinner className="size-5" />
        <span>{t('badges.verifying')}</span>
      </div>
    );
  const ok = verdict === 'verified';
  return (
    <div
      role="status"
      data-verdict={verdict}
      className={
        ok
          ? 'flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200'
          : 'flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200'
      }
    >
      {ok ? (
        <ShieldCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
      ) : (
        <ShieldAlert className="mt-0.5 size-6 shrink-0" aria-hidden />
      )}
      <div>
        <p className="font-semibold">{ok ? t('badges.verified') : t('badges.notVerified')}</p>
        <p className="text-sm">{ok ? t('badges.verifiedBody', { issuer }) : t('badges.notVerifiedBody', { issuer })}</p>
      </div>
    </div>
  );
}

/** /badges/awards/{publicId}: one award, verified from the issuer's published keys. */
export function AwardPage() {
  const { t } = useTranslation();
  const text = useBadgeText();
  const loaded = useLoaderData() as Loaded<PublicAward>;
  const award = loaded.data;
  const [verdict, setVerdict] = useState<Verdict>('checking');
  useEffect(() => {
    if (!award) return;
    let live = true;
    setVerdict('checking');
    void verifyCredential(award.credential, { id: award.id, issuer: award.issuer.id }).then(
      (ok) => live && setVerdict(ok ? 'verified' : 'unverified'),
    );
    return () => {
      live = false;
    };
  }, [award]);
  if (!award) return <Failed notFound={'error' in loaded && loaded.error === 'notFound'} title={t('badges.notFound')} />;
  const badge = text(award.achievement);
  return (
    <PublicLayout>
      <article aria-labelledby="award-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
          <BadgeArt image={award.achievement.image} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center justify-center gap-1.5 text-sm font-semibold uppercase tracking-wide text-secondary-800 sm:justify-start">
              <BadgeCheck className="size-4" aria-hidden />
              {t('badges.openBadge')}
            </p>
            <h1 id="award-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {badge.name}
            </h1>
            <p className="mt-2 text-slate-600">{badge.description}</p>
          </div>
        </div>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('badges.earnedBy')}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{award.earner.name}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('badges.issuedBy')}</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              <Link to="/badges" className="text-primary-text underline-offset-4 hover:underline">
                {award.issuer.name}
              </Link>
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{t('badges.issuedOn')}</dt>
            <dd className="mt-1 font-semibold text-slate-900">
              <time dateTime={award.awarded_at}>{formatLongDate(award.awarded_at)}</time>
            </dd>
          </div>
        </dl>
        <div className="mt-6">
          <VerificationStatus verdict={verdict} issuer={award.issuer.name} />
        </div>
        <section aria-labelledby="share-title" className="mt-8 border-t border-slate-200 pt-6">
          <h2 id="share-title" className="mb-3 text-lg font-semibold text-slate-900">
            {t('badges.share')}
          </h2>
          <ShareActions
            award={{ url: award.id, name: badge.name, organization: award.issuer.name, awardedAt: award.awarded_at }}
          />
        </section>
        <p className="mt-6 text-sm">
          <Link
            to={`/badges/${encodeURIComponent(award.achievement.key)}`}
            className="font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {t('badges.viewAchievement')}
          </Link>
        </p>
      </article>
    </PublicLayout>
  );
}

/** /badges/{key}: one badge of the company (an Open Badges Achievement). */
export function AchievementPage() {
  const { t } = useTranslation();
  const text = useBadgeText();
  const loaded = useLoaderData() as Loaded<PublicAchievement>;
  const a = loaded.data;
  if (!a) return <Failed notFound={'error' in loaded && loaded.error === 'notFound'} title={t('badges.achievementNotFound')} />;
  const badge = text(a);
  return (
    <PublicLayout>
      <article aria-labelledby="achievement-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
          <BadgeArt image={a.image} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-secondary-800">{t('badges.openBadge')}</p>
            <h1 id="achievement-title" className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {badge.name}
            </h1>
            <dl className="mt-4 space-y-3">
              <div>
                <dt className="text-sm text-slate-600">{t('badges.criteria')}</dt>
                <dd className="text-slate-800">{badge.description}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('badges.issuedBy')}</dt>
                <dd className="font-semibold text-slate-900">{a.creator.name}</dd>
              </div>
            </dl>
          </div>
        </div>
        <p className="mt-8 text-sm">
          <Link to="/badges" className="font-medium text-primary-text underline-offset-4 hover:underline">
            {t('badges.viewIssuer', { name: a.creator.name })}
          </Link>
        </p>
      </article>
    </PublicLayout>
  );
}

/** /badges: the company's badges (the issuer's public page). */
export function IssuerPage() {
  const { t } = useTranslation();
  const text = useBadgeText();
  const loaded = useLoaderData() as Loaded<PublicAchievementList>;
  const list = loaded.data;
  if (!list)
    return <Failed notFound={'error' in loaded && loaded.error === 'notFound'} title={t('badges.achievementNotFound')} />;
  return (
    <PublicLayout>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('badges.issuerHeading', { name: list.issuer.name })}
      </h1>
      <p className="mt-2 text-slate-600">{t('badges.issuerBody', { name: list.issuer.name })}</p>
      {list.data.length === 0 ? (
        <div className="mt-8">
          <EmptyState icon={<Trophy className="size-7" aria-hidden />} title={t('badges.issuerEmpty')} />
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((a) => {
            const badge = text(a);
            return (
              <li key={a.key}>
                <Link
                  to={`/badges/${encodeURIComponent(a.key)}`}
                  className="flex h-full flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 hover:ring-primary-300"
                >
                  <BadgeArt image={a.image} size="md" />
                  <span className="mt-3 font-semibold text-slate-900">{badge.name}</span>
                  <span className="mt-1 text-sm text-slate-600">{badge.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PublicLayout>
  );
}
