// The SCORM feature's part of the pt-BR catalogue (merged by i18n/catalogue.ts).
export const scormStrings = {
  scorm: {
    titles: { player: 'Conteúdo SCORM' },
    loading: 'Abrindo o conteúdo SCORM…',
    frameTitle: 'Conteúdo SCORM: {{title}}',
    loadError: 'Ocorreu um erro ao abrir o conteúdo SCORM! Tente novamente',
    saveError: 'Ocorreu um erro ao salvar o progresso do SCORM! Tente novamente',
    retry: 'Tentar novamente',
    done: 'Concluído',
    inProgress: 'Em andamento',
    status: 'Situação: {{status}}',
    back: 'Voltar aos materiais',
    edition: 'SCORM {{version}}',
  },
} as const;
