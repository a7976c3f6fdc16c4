// The pt-BR strings of the app itself: the shell, the UI kit, roles, the error screens (shown when
// nothing else could load) and the spec's messages.
// Each feature's strings live in its folder (features/<name>/strings.ts); i18n/catalogue.ts merges
// them with these. Spec texts are not copied: `messages` is MESSAGES from @trilha/shared.
// Only the common and sign-in messages are here (the entry, so the sign-in page); every other
// domain's arrive with the shell, a lazy route or the accessibility panel (`loadAllMessages`,
// i18n/index.ts; docs/web-client.md "Code splitting and the bundle budget"). The type is the whole
// catalogue's, so `t('messages.<any key>')` still type-checks.
import { AUTH_MESSAGES, COMMON_MESSAGES, type MESSAGES } from '@trilha/shared/kernel';

export const coreStrings = {
  messages: { ...COMMON_MESSAGES, ...AUTH_MESSAGES } as typeof MESSAGES,
  app: {
    name: 'Trilha',
    skipToContent: 'Pular para o conteúdo principal',
    loading: 'Carregando…',
    pageLoading: 'Carregando página',
    scrollTop: 'Voltar ao topo',
    close: 'Fechar',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    leave: 'Sair sem salvar',
    stay: 'Continuar editando',
    retry: 'Tentar novamente',
    goHome: 'Ir para o início',
    goLogin: 'Ir para o login',
    toasts: 'Notificações',
    closeToast: 'Fechar notificação',
    titleSuffix: '{{tenant}}',
  },
  nav: {
    main: 'Menu principal',
    bottom: 'Navegação rápida',
    home: 'Início',
    class: 'Turma',
    grades: 'Notas',
    reports: 'Relatórios',
    alerts: 'Avisos',
    calendar: 'Calendário',
    talkToTutor: 'Falar com Tutor',
    production: 'Produção',
    tutors: 'Tutores',
    projects: 'Projetos',
    notifications: 'Notificações',
    menu: 'Menu',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    collapse: 'Recolher menu lateral',
    expand: 'Expandir menu lateral',
    newTab: '(abre em nova aba)',
    comingSoon: 'Em breve',
  },
  // The notification bell (shell, features/notifications): on every signed-in screen, like the menus.
  notifications: {
    heading: 'Notificações',
    open: 'Notificações',
    unreadCount_one: '{{count}} não lida',
    unreadCount_other: '{{count}} não lidas',
    unread: 'Não lida',
    markAll: 'Marcar todas como lidas',
    seeAll: 'Ver todas as notificações',
    close: 'Fechar notificações',
    previous: 'Anteriores',
    next: 'Próximas',
    pageOf: 'Página {{page}} de {{last}}',
    retry: 'Tentar novamente',
    at: '{{date}} às {{time}}',
    preferences: 'Preferências de notificação',
  },
  userMenu: {
    open: 'Menu do usuário',
    logout: 'Sair',
    settings: 'Configurações',
    changePassword: 'Alterar senha',
    profile: 'Perfil',
    points_zero: '0 pontos',
    points_one: '{{count}} ponto',
    points_other: '{{count}} pontos',
  },
  roles: {
    student: 'Estudante',
    tutor: 'Tutor',
    teacher: 'Professor',
    manager: 'Gestor',
    supervisor: 'Supervisor',
    client: 'Cliente',
    admin: 'Administrador',
  },
  common: {
    actions: 'Ações',
    back: 'Voltar',
    save: 'Salvar',
    saveChanges: 'Salvar alterações',
    delete: 'Excluir',
    deleting: 'Excluindo…',
    search: 'Buscar',
    clearSearch: 'Limpar busca',
  },
  pickList: {
    loading: 'Carregando opções',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais…',
    shown: 'Mostrando {{shown}} de {{total}}. Role ou digite para encontrar outros.',
  },
  pagination: {
    label: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    page: 'Página {{page}}',
    summary: 'Mostrando {{from}}–{{to}} de {{total}}',
  },
  comingSoon: {
    featureTitle: '{{feature}} está chegando',
    featureBody: 'Estamos construindo esta funcionalidade. Em breve você poderá registrar seu interesse por aqui.',
  },
  badge: {
    points_one: '+{{count}} ponto',
    points_other: '+{{count}} pontos',
    pointsBody: 'Você agora tem {{total}} pontos.',
    open: 'Ver no perfil',
  },
  realtime: {
    achievementsError: 'Erro ao conectar ao canal de conquistas',
  },
  session: {
    expired: 'Sua sessão expirou. Entre novamente.',
  },
  errors: {
    licenseTitle: 'Licença não encontrada',
    licenseBody:
      'Não encontramos uma empresa ativa para o endereço {{host}}. Confira o endereço ou fale com o responsável pela sua empresa.',
    notFoundTitle: 'Página não encontrada',
    notFoundBody: 'O conteúdo que você procura não existe ou foi removido.',
    errorTitle: 'Algo deu errado',
    errorBody: 'Não conseguimos abrir esta página. Tente novamente em instantes.',
    unknownPathBody: 'O endereço {{path}} não corresponde a nenhuma página.',
    status: 'Código {{status}}',
    titles: { notFound: 'Página não encontrada', licenseError: 'Licença não encontrada', error: 'Erro' },
  },
  list: {
    refreshError: 'Não foi possível atualizar a lista. Os dados mostrados podem estar desatualizados.',
  },
} as const;

export type CoreStrings = typeof coreStrings;
