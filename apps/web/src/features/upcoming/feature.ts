import type { Feature } from '../../app/feature.ts';
import { tutorChatLink } from '../../shell/tutor-chat.ts';
import type { upcomingStrings } from './strings.ts';

/**
 * Sidebar destinations whose screens come in later issues (001 §2): their entries, gated by
 * navigation/permissions.ts of the shared policy, and an "Em breve" page each. A domain that lands
 * takes its entries and routes into its own feature and removes them here.
 */
export const upcomingFeature: Feature<typeof upcomingStrings> = {
  name: 'upcoming',
  strings: () => import('./strings.ts').then((m) => m.upcomingStrings),
  nav: [
    {
      key: 'talkToTutor',
      label: 'nav.talkToTutor',
      icon: 'MessageCircle',
      order: 90,
      permission: 'tutoring:chat',
      // Only when the tenant turned it on and gave a number (001 §2).
      when: ({ tutoring }) => tutoring.enabled && !!tutoring.phone?.replace(/\D/g, ''),
      target: { external: ({ tutoring }) => tutorChatLink(tutoring.phone ?? '') },
    },
    ...(['production', 'tutors', 'projects'] as const).map((key, i) => ({
      key,
      label: `nav.${key}` as const,
      icon: ({ production: 'Clapperboard', tutors: 'UsersRound', projects: 'FolderKanban' } as const)[key],
      order: 100 + i,
      permission: 'production:view' as const,
      // Placeholders for the company's staff, outside discipline views (001 §2).
      when: (ctx: { disciplineId: number | null }) => ctx.disciplineId === null,
      target: { waitlist: true as const },
    })),
  ],
};
