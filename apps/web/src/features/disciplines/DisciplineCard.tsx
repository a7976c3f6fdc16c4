import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media.ts';
import { useTranslation } from 'react-i18next';
import { EyeOff, Users } from 'lucide-react';
import type { Discipline } from '@trilha/shared/disciplines';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || name.slice(0, 2).toUpperCase();

/** Cover art without an image: the tenant's colours, varied by id so a grid is not monotonous. */
const COVERS = [
  'from-primary-600 to-primary-800',
  'from-secondary-500 to-secondary-700',
  'from-primary-500 to-secondary-600',
  'from-primary-800 to-primary-600',
];

const coverOf = (d: Discipline) => COVERS[[...d.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, d.id) % COVERS.length];

/**
 * showProgress: the student's own progress (null from the API means not started). `actions`
 * (edit, tags, duplicate, delete) sit under the card, outside its link.
 */
export function DisciplineCard({
  discipline: d,
  showProgress,
  actions,
}: {
  discipline: Discipline;
  showProgress: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const progress = Math.round(d.progress ?? 0);
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-primary-300">
      <Link to={`/discipline/${d.id}/materials`} className="group flex flex-1 flex-col">
        <div className="relative h-32 overflow-hidden">
          {d.image && !broken ? (
            <img
              src={mediaUrl(d.image)}
              alt=""
              className="size-full object-cover"
              loading="lazy"
              onError={() => setBroken(true)}
            />
          ) : (
            <div aria-hidden className={`grid size-full place-items-center bg-linear-to-br ${coverOf(d)}`}>
              <span className="text-4xl font-bold tracking-tight text-white/90">{initials(d.name)}</span>
              <svg className="absolute inset-0 size-full text-white/10" viewBox="0 0 200 100" preserveAspectRatio="none">
                <path d="M0 80 C 50 60, 80 100, 200 40 L200 100 L0 100Z" fill="currentColor" />
              </svg>
            </div>
          )}
          <div className="absolute left-3 top-3 flex gap-1.5">
            {d.type === 'supplied' && (
              <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                {t('disciplines.supplied')}
              </span>
            )}
            {!d.visible && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-900/80 px-2.5 py-0.5 text-xs font-semibold text-white">
                <EyeOff className="size-3" aria-hidden />
                {t('disciplines.hidden')}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h2 className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-primary-text">{d.name}</h2>
          {d.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{d.description}</p>}
          {d.tags.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('disciplines.tagsOf')}>
              {d.tags.slice(0, 3).map((tag) => (
                <li
                  key={tag.id}
                  className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                >
                  <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-auto pt-4">
            {showProgress ? (
              <div>
                <div className="mb-1.5 flex justify-between text-xs font-medium text-slate-600">
                  <span>{t('disciplines.progress')}</span>
                  <span>
                    {d.progress === null
                      ? t('disciplines.notStarted')
                      : t('disciplines.progressValue', { value: String(progress) })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('disciplines.progress')}
                  aria-valuenow={progress}
                  aria-valuetext={d.progress === null ? t('disciplines.notStarted') : undefined}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full rounded-full bg-primary-600" style={{ width: `${progress}%` }} />
                </div>
              </div>
            ) : (
              <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
                <span className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap">
                  <Users className="size-4" aria-hidden />
                  {t('disciplines.students', { count: d.inscriptions_count })}
                </span>
                {d.owner && (
                  <span className="min-w-0 truncate" title={d.owner.name}>
                    {t('disciplines.owner', { name: d.owner.name })}
                  </span>
                )}
              </div>
            )}
          </div>
        </div>
      </Link>
      {actions && <div className="flex items-center justify-end gap-0.5 border-t border-slate-100 px-2 py-1">{actions}</div>}
    </div>
  );
}
