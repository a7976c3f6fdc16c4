// The badges feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts; en and es follow this shape).
export const badgesStrings = {
  badges: {
    heading: 'Conquistas',
    count_one: '{{count}} conquista',
    count_other: '{{count}} conquistas',
    loading: 'Carregando conquistas',
    error: 'Erro ao requisitar conquistas',
    emptyOwn: 'Você ainda não tem conquistas',
    emptyOwnBody: 'Conclua quizzes e conteúdos, participe dos fóruns e estude com frequência para desbloquear as primeiras.',
    empty: 'Nenhuma conquista ainda',
    emptyBody: 'As conquistas desta pessoa aparecerão aqui.',
    awardedAt: 'Conquistada em {{date}}',
    points_one: '{{count}} ponto',
    points_other: '{{count}} pontos',
    download: 'Baixar credencial',
    downloadLabel: 'Baixar credencial: {{name}} (Open Badges)',
    downloaded: 'Download realizado!',
    downloadError: 'Erro ao baixar a credencial',
    credentialHint: 'Cada conquista pode ser baixada como uma credencial Open Badges 3.0, verificável por terceiros.',
  },
} as const;
