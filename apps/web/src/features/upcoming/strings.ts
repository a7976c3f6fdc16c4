// The upcoming feature's part of the pt-BR catalogue: the "Em breve" screens of later domains.
export const upcomingStrings = {
  upcoming: {
    title: 'Em breve',
    body: 'Esta área está sendo preparada e chega nas próximas versões da plataforma.',
  },
} as const;
