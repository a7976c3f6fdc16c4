import type { Feature } from '../../app/feature.ts';
import type { badgesStrings } from './strings.ts';

const publicPages = () => import('./PublicPages.tsx');

/**
 * Badges (001 §3 Badge; Open Badges credentials). Its `BadgesSection` ("Conquistas") is shown on
 * the profile, where the badge toast leads. Its public pages (no sign-in) are where a credential's
 * ids and a shared link lead (docs/gamification.md "Public pages"): an award, an achievement, and
 * the company's badges.
 */
export const gamificationFeature: Feature<typeof badgesStrings> = {
  name: 'gamification',
  strings: () => import('./strings.ts').then((m) => m.badgesStrings),
  routes: {
    public: [
      {
        path: 'badges/awards/:publicId',
        title: 'badges.titles.award',
        page: () => publicPages().then((m) => ({ Component: m.AwardPage, loader: m.awardLoader })),
      },
      {
        path: 'badges/:key',
        title: 'badges.titles.achievement',
        page: () => publicPages().then((m) => ({ Component: m.AchievementPage, loader: m.achievementLoader })),
      },
      {
        path: 'badges',
        title: 'badges.titles.issuer',
        page: () => publicPages().then((m) => ({ Component: m.IssuerPage, loader: m.issuerLoader })),
      },
    ],
  },
};
