// The waitlist feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts; en and es follow this shape).
export const waitlistStrings = {
  waitlist: {
    intro: 'Quer usar {{feature}} assim que ficar pronto? Deixe seu contato e avisaremos você.',
    name: 'Nome',
    company: 'Empresa',
    email: 'E-mail',
    whatsapp: 'WhatsApp',
    comments: 'Comentário adicional (opcional)',
    commentsHint: 'Conte como você pretende usar esta funcionalidade.',
    submit: 'Registrar interesse',
    error: 'Não foi possível registrar seu interesse. Por favor, tente novamente.',
  },
} as const;
