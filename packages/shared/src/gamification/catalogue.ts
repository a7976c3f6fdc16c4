import type { BadgeRule } from './rules.ts';

/**
 * The badges every company starts with (the seed's, and a new company's: docs/gamification.md
 * "Catalogue"). `image` is art shipped with the web client (apps/web/public/images/badges), drawn
 * by scripts/seed-art.ts.
 */
export type BadgeDefinition = {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly points: number;
  readonly criteria: BadgeRule;
};

export const badgeImage = (key: string): string => `/images/badges/${key}.svg`;

export const DEFAULT_BADGES: readonly BadgeDefinition[] = [
  {
    key: 'first-quiz',
    name: 'Primeiro Quiz',
    description: 'Concluiu o primeiro quiz.',
    image: badgeImage('first-quiz'),
    points: 20,
    criteria: { type: 'first_quiz_finished' },
  },
  {
    key: 'first-steps',
    name: 'Primeiros Passos',
    description: 'Concluiu o primeiro conteúdo de uma disciplina.',
    image: badgeImage('first-steps'),
    points: 50,
    criteria: { type: 'items_completed', count: 1 },
  },
  {
    key: 'dedicated',
    name: 'Dedicação',
    description: 'Concluiu 25 conteúdos.',
    image: badgeImage('dedicated'),
    points: 100,
    criteria: { type: 'items_completed', count: 25 },
  },
  {
    key: 'marathoner',
    name: 'Maratonista',
    description: 'Estudou 7 dias seguidos.',
    image: badgeImage('marathoner'),
    points: 150,
    criteria: { type: 'consecutive_access_days', days: 7 },
  },
  {
    key: 'ten-hours',
    name: '10 Horas de Estudo',
    description: 'Somou 10 horas de estudo na plataforma.',
    image: badgeImage('ten-hours'),
    points: 100,
    criteria: { type: 'study_hours', hours: 10 },
  },
  {
    key: 'first-comment',
    name: 'Primeira Participação',
    description: 'Fez o primeiro comentário em um fórum.',
    image: badgeImage('first-comment'),
    points: 20,
    criteria: { type: 'first_forum_comment' },
  },
  {
    key: 'collaborator',
    name: 'Colaborador',
    description: 'Participou de 10 discussões nos fóruns.',
    image: badgeImage('collaborator'),
    points: 100,
    criteria: { type: 'forum_comments', count: 10 },
  },
];
