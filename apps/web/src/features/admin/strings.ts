// The admin feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts; en and es follow this shape).
export const adminStrings = {
  admin: {
    heading: 'Visão geral',
    greeting: 'Olá, {{name}}',
    subtitle: 'Acompanhe as empresas e os usuários da plataforma.',
    companies: 'Empresas',
    companiesTotal: 'Empresas cadastradas',
    companiesActive: 'Empresas ativas',
    companiesInactive: 'Empresas inativas',
    usersTotal: 'Usuários',
    activeShare: '{{percent}} ativas',
    titles: { home: 'Início' },
  },
} as const;
