import { CalendarDays, ChartColumn, Clapperboard, FolderKanban, MessageCircle, UsersRound } from 'lucide-react';
import type { Feature, FeatureRoute } from '../../app/feature.ts';
import { tutorChatLink } from '../../shell/tutor-chat.ts';
import type { upcomingStrings } from './strings.ts';

type Key = (typeof upcomingStrings)['upcoming']['titles'];
const comingSoon = (path: string, title: keyof Key): FeatureRoute<`upcoming.titles.${keyof Key}`> => ({
  path,
  title: `upcoming.titles.${title}`,
  page: () => import('./ComingSoonPage.tsx').then((m) => ({ Component: m.ComingSoonPage })),
});

/**
 * Sidebar destinations whose screens come in later issues (001 §2): their entries, gated by
 * navigation/permissions.ts of the shared policy, and an "Em breve" page each. A domain that lands
 * takes its entries and routes into its own feature and removes them here.
 */
export const upcomingFeature: Feature<typeof upcomingStrings> = {
  name: 'upcoming',
  strings: () => import('./strings.ts').then((m) => m.upcomingStrings),
  routes: {
    shell: [comingSoon('calendar', 'calendar'), comingSoon('reports', 'reports')],
  },
  nav: [
    {
      key: 'reports',
      label: 'nav.reports',
      icon: ChartColumn,
      order: 60,
      permission: 'reports:view',
      target: { route: () => '/reports' },
    },
    {
      key: 'calendar',
      label: 'nav.calendar',
      icon: CalendarDays,
      order: 80,
      permission: 'calendar:view',
      target: { route: () => '/calendar' },
    },
    {
      key: 'talkToTutor',
      label: 'nav.talkToTutor',
      icon: MessageCircle,
      order: 90,
      permission: 'tutoring:chat',
      // Only when the tenant turned it on and gave a number (001 §2).
      when: ({ tutoring }) => tutoring.enabled && !!tutoring.phone?.replace(/\D/g, ''),
      target: { external: ({ tutoring }) => tutorChatLink(tutoring.phone ?? '') },
    },
    ...(['production', 'tutors', 'projects'] as const).map((key, i) => ({
      key,
      label: `nav.${key}` as const,
      icon: { production: Clapperboard, tutors: UsersRound, projects: FolderKanban }[key],
      order: 100 + i,
      permission: 'production:view' as const,
      // Placeholders for the company's staff, outside discipline views (001 §2).
      when: (ctx: { disciplineId: number | null }) => ctx.disciplineId === null,
      target: { waitlist: true as const },
    })),
  ],
};
