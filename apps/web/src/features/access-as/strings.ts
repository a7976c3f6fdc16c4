// The access-as feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts; en and es follow this shape).
export const accessAsStrings = {
  accessAs: {
    region: 'Acesso como outro usuário',
    viewingAs: 'Você está acessando a conta de',
    viewingAsShort: 'Acessando como',
    openedBy: 'aberta por {{name}}',
    exit: 'Sair do acesso',
    exitShort: 'Sair',
    exitTitle: 'Sair do acesso como outro usuário',
    exitBody:
      'Você está na conta de {{name}}. Volte para o início da sua conta ({{impersonator}}) ou encerre a sessão e volte para o login.',
    backToLogin: 'Voltar para o Login',
    backHome: 'Voltar para o Início',
  },
} as const;
