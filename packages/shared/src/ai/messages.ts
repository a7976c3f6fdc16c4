// Every pt-BR text of the AI domain. Failures follow the spec's 'Não foi possível … Por favor,
// tente novamente.' (000 L157); the success toast is the spec's "questions generated" (L160).
// Zod-free (part of the kernel).
export const AI_MESSAGES = {
  aiDisabled: 'A inteligência artificial não está habilitada para esta empresa.',
  aiQuestionBankDisabled: 'O banco de questões inteligente não está habilitado para esta empresa.',
  aiQuestionsQueued: 'Gerando questões…',
  aiQuestionsGenerated: 'Questões geradas com sucesso!',
  aiQuestionsFailed: 'Não foi possível gerar as questões. Por favor, tente novamente.',
  aiInvalidOutput:
    'Não foi possível usar a resposta da inteligência artificial: ela veio em um formato inválido duas vezes. Por favor, tente novamente.',
  aiEndpointFailed: 'Não foi possível falar com o serviço de inteligência artificial. Por favor, tente novamente.',
  aiTimedOut: 'Não foi possível obter a resposta da inteligência artificial a tempo. Por favor, tente novamente.',
  aiTopicsDisabled: 'O gerador de tópicos não está habilitado para esta empresa.',
  aiTopicsQueued: 'Gerando tópicos…',
  aiTopicsGenerated: 'Tópicos gerados com sucesso!',
  aiCorrectionQueued: 'Gerando uma sugestão de correção…',
  aiCorrectionReady: 'Sugestão de correção pronta: revise as notas e os comentários antes de salvar.',
  aiCorrectionFailed: 'Não foi possível sugerir a correção. Por favor, tente novamente.',
  aiNothingToCorrect: 'Esta tentativa não tem respostas dissertativas para corrigir.',
  aiTopicsFailed: 'Não foi possível gerar os tópicos. Por favor, tente novamente.',
  aiKeyUnreadable: 'Não foi possível ler a chave de API da empresa (o segredo do servidor mudou). Cadastre a chave novamente.',
  aiNotConfigured: 'Nenhum serviço de inteligência artificial está configurado para esta empresa.',
  aiJobNotFound: 'Geração não encontrada.',
  aiJobFinished: 'Esta geração já terminou e não pode ser cancelada.',
  aiJobCancelled: 'Geração cancelada.',
  aiDisciplineInvalid: 'Selecione uma disciplina que você pode gerenciar.',
  aiSettingsSaved: 'Configurações salvas com sucesso!',
  aiSecretMissing:
    'O servidor não tem um segredo para guardar chaves de API (AI_KEYS_SECRET). Peça ao administrador para configurá-lo.',
  aiGeneratedFileName: 'Questões geradas por IA',
} as const;
