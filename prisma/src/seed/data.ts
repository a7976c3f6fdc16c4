// Static demo content (pt-BR corporate training). Kept apart from the seeding logic.
import type { MaterialFileType, MaterialItemType, QuestionType, UserType } from '../generated/client.ts';

export const DEMO_PASSWORD = 'Trilha@2026';
export const DEMO_DOMAIN = 'demo';
export const ACME_DOMAIN = 'acme';

export interface DemoUser {
  type: UserType;
  name: string;
  email: string;
  password: string;
}

/** One user of each role in the demo tenant; all share DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoUser[] = [
  { type: 'student', name: 'Ana Souza (Aluna)', email: 'student@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'tutor', name: 'Bruno Lima (Tutor)', email: 'tutor@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'teacher', name: 'Carla Mendes (Professora)', email: 'teacher@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'manager', name: 'Daniel Rocha (Gestor)', email: 'manager@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'supervisor', name: 'Eduarda Alves (Supervisora)', email: 'supervisor@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'client', name: 'Fernando Costa (Cliente)', email: 'client@demo.trilha.dev', password: DEMO_PASSWORD },
  { type: 'admin', name: 'Gabriela Martins (Admin)', email: 'admin@demo.trilha.dev', password: DEMO_PASSWORD },
];

/** The second tenant, for cross-tenant tests. */
export const ACME_USERS: readonly DemoUser[] = [
  { type: 'manager', name: 'Marcos Teixeira (Gestor Acme)', email: 'manager@acme.trilha.dev', password: DEMO_PASSWORD },
  { type: 'teacher', name: 'Renata Duarte (Professora Acme)', email: 'teacher@acme.trilha.dev', password: DEMO_PASSWORD },
  { type: 'tutor', name: 'Sérgio Prado (Tutor Acme)', email: 'tutor@acme.trilha.dev', password: DEMO_PASSWORD },
  { type: 'student', name: 'Paula Ribeiro (Aluna Acme)', email: 'student@acme.trilha.dev', password: DEMO_PASSWORD },
];

export const EXTRA_STUDENTS: readonly string[] = [
  'Beatriz Oliveira',
  'Caio Ferreira',
  'Débora Nunes',
  'Eduardo Ribeiro',
  'Fabiana Gomes',
  'Gustavo Pereira',
  'Helena Carvalho',
  'Igor Santos',
];

export const emailFor = (name: string, domain: string): string =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@${domain}.trilha.dev`;

export const DEMO_TAGS = [
  { name: 'Obrigatório', color: '#dc2626', isEditable: false },
  { name: 'Compliance', color: '#7c3aed', isEditable: true },
  { name: 'Soft Skills', color: '#0891b2', isEditable: true },
  { name: 'Tecnologia', color: '#2563eb', isEditable: true },
  { name: 'Gestão', color: '#16a34a', isEditable: true },
] as const;
export type DemoTag = (typeof DEMO_TAGS)[number]['name'];

interface ItemSeed {
  title: string;
  type: MaterialItemType;
  fileType?: MaterialFileType;
  description?: string;
  url?: string;
  /** For quiz items: indexes into the discipline's questions. */
  questions?: number[];
  password?: string;
}
interface MaterialSeed {
  name: string;
  color: string;
  items: ItemSeed[];
}
interface QuestionSeed {
  title: string;
  text: string;
  type: QuestionType;
  /** choice: options, first listed is NOT necessarily right: `correct` gives the index. */
  options?: string[];
  correct?: number;
  answer?: string;
  feedback: string;
  topic?: number;
}
export interface DisciplineSeed {
  name: string;
  description: string;
  tags: DemoTag[];
  visible?: boolean;
  topics: { title: string; description: string }[];
  materials: MaterialSeed[];
  questions: QuestionSeed[];
}

const tf = (title: string, text: string, isTrue: boolean, feedback: string, topic?: number): QuestionSeed => ({
  title,
  text,
  type: 'true_or_false',
  options: ['Verdadeiro', 'Falso'],
  correct: isTrue ? 0 : 1,
  feedback,
  ...(topic === undefined ? {} : { topic }),
});

export const DEMO_DISCIPLINES: DisciplineSeed[] = [
  {
    name: 'Segurança da Informação',
    description: 'Boas práticas para proteger dados, contas e dispositivos no dia a dia corporativo.',
    tags: ['Obrigatório', 'Tecnologia'],
    topics: [
      { title: 'Engenharia social e phishing', description: 'Como reconhecer golpes por e-mail, telefone e mensagens.' },
      { title: 'Senhas e autenticação', description: 'Senhas fortes, gerenciadores de senha e MFA.' },
      { title: 'Classificação da informação', description: 'Pública, interna, confidencial e restrita.' },
    ],
    materials: [
      {
        name: 'Módulo 1 — Ameaças comuns',
        color: '#ea580c',
        items: [
          {
            title: 'Guia de bolso: phishing',
            type: 'file',
            fileType: 'pdf',
            description: 'Checklist para identificar e-mails suspeitos.',
          },
          { title: 'Vídeo: anatomia de um ataque', type: 'iframe', description: 'Entenda as etapas de um ataque de phishing.' },
          { title: 'Quiz: reconhecendo ameaças', type: 'quiz', questions: [0, 1, 2, 3] },
        ],
      },
      {
        name: 'Módulo 2 — Proteção de contas',
        color: '#1e293b',
        items: [
          { title: 'Cartilha de senhas seguras', type: 'file', fileType: 'docx' },
          { title: 'Portal CERT.br', type: 'url', url: 'https://cartilha.cert.br/' },
          {
            title: 'Atividade: política de senhas da sua equipe',
            type: 'task',
            description: 'Proponha uma política de senhas para sua área em até 300 palavras.',
          },
        ],
      },
      {
        name: 'Módulo 3 — Resposta a incidentes',
        color: '#0f766e',
        items: [
          { title: 'Podcast: o que fazer após um incidente', type: 'audio' },
          { title: 'Simulação interativa (SCORM)', type: 'scorm' },
          { title: 'Procedimento interno de incidentes', type: 'file', fileType: 'txt', password: 'segredo123' },
        ],
      },
    ],
    questions: [
      {
        title: 'Sinais de phishing',
        text: 'Qual destes é o sinal mais claro de um e-mail de phishing?',
        type: 'choice',
        options: [
          'Remetente conhecido com assinatura padrão',
          'Pedido urgente de senha por link externo',
          'Convite de reunião no calendário corporativo',
          'Newsletter mensal da empresa',
        ],
        correct: 1,
        feedback: 'Pedidos urgentes de credenciais por links externos são a marca registrada do phishing.',
        topic: 0,
      },
      tf(
        'MFA',
        'A autenticação multifator reduz o risco de invasão mesmo quando a senha vaza.',
        true,
        'Com MFA, a senha sozinha não basta para acessar a conta.',
        1,
      ),
      tf(
        'Compartilhamento de senha',
        'Compartilhar a senha com um colega de confiança é aceitável em emergências.',
        false,
        'Senhas são pessoais; use delegação de acesso formal.',
        1,
      ),
      {
        title: 'Informação confidencial',
        text: 'Como você deve descartar um relatório impresso classificado como confidencial?',
        type: 'choice',
        options: ['Lixo comum', 'Fragmentadora ou descarte seguro', 'Reciclagem de papel', 'Guardar na gaveta'],
        correct: 1,
        feedback: 'Documentos confidenciais exigem descarte seguro.',
        topic: 2,
      },
      {
        title: 'Relato de incidente',
        text: 'Descreva, em poucas linhas, os primeiros passos ao perceber que clicou em um link malicioso.',
        type: 'descriptive',
        answer: 'Desconectar da rede, avisar imediatamente a equipe de segurança e trocar as senhas usadas.',
        feedback: 'Agir rápido e comunicar o time de segurança limita o impacto.',
      },
    ],
  },
  {
    name: 'LGPD na Prática',
    description: 'A Lei Geral de Proteção de Dados aplicada às rotinas de cada área.',
    tags: ['Obrigatório', 'Compliance'],
    topics: [
      { title: 'Princípios e bases legais', description: 'Finalidade, necessidade, consentimento e legítimo interesse.' },
      { title: 'Direitos dos titulares', description: 'Acesso, correção, portabilidade e eliminação.' },
      { title: 'Incidentes com dados pessoais', description: 'Comunicação à ANPD e aos titulares.' },
    ],
    materials: [
      {
        name: 'Fundamentos da LGPD',
        color: '#7c3aed',
        items: [
          { title: 'Resumo da Lei 13.709/2018', type: 'file', fileType: 'pdf' },
          {
            title: 'Texto da lei no Planalto',
            type: 'url',
            url: 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm',
          },
          { title: 'Quiz: conceitos essenciais', type: 'quiz', questions: [0, 1, 2] },
        ],
      },
      {
        name: 'LGPD no dia a dia',
        color: '#1e293b',
        items: [
          {
            title: 'Estudo de caso: cadastro de clientes',
            type: 'task',
            description: 'Identifique as bases legais usadas no cadastro de clientes da sua área.',
          },
          { title: 'Entrevista com o DPO', type: 'audio' },
        ],
      },
    ],
    questions: [
      {
        title: 'Dado pessoal sensível',
        text: 'Qual destes é um dado pessoal sensível segundo a LGPD?',
        type: 'choice',
        options: ['Nome completo', 'E-mail corporativo', 'Origem racial ou étnica', 'Cargo'],
        correct: 2,
        feedback: 'Origem racial, saúde, religião e biometria, entre outros, são dados sensíveis.',
        topic: 0,
      },
      tf(
        'Consentimento',
        'O consentimento é a única base legal para tratar dados pessoais.',
        false,
        'A LGPD prevê dez bases legais; o consentimento é apenas uma delas.',
        0,
      ),
      tf(
        'Prazo de resposta',
        'O titular tem direito de solicitar acesso aos seus dados.',
        true,
        'O direito de acesso é garantido pelo art. 18.',
        1,
      ),
    ],
  },
  {
    name: 'Liderança e Gestão de Equipes',
    description: 'Feedback, delegação e desenvolvimento de pessoas para novas lideranças.',
    tags: ['Gestão', 'Soft Skills'],
    topics: [
      { title: 'Estilos de liderança', description: 'Liderança situacional e adaptação ao contexto.' },
      { title: 'Feedback contínuo', description: 'Modelos SCI e feedforward.' },
    ],
    materials: [
      {
        name: 'O papel do líder',
        color: '#16a34a',
        items: [
          { title: 'E-book: primeiros 90 dias na liderança', type: 'file', fileType: 'pdf' },
          { title: 'Quiz: estilos de liderança', type: 'quiz', questions: [0, 1, 2] },
        ],
      },
      {
        name: 'Conversas difíceis',
        color: '#ea580c',
        items: [
          { title: 'Roteiro de feedback (modelo SCI)', type: 'file', fileType: 'docx' },
          { title: 'Prática: planeje uma conversa de feedback', type: 'task' },
          { title: 'Palestra: liderança humanizada', type: 'iframe' },
        ],
      },
      {
        name: 'Delegação',
        color: '#0891b2',
        items: [{ title: 'Matriz de delegação', type: 'url', url: 'https://example.com/matriz-de-delegacao' }],
      },
    ],
    questions: [
      {
        title: 'Liderança situacional',
        text: 'Para um colaborador novo e inseguro, qual estilo é o mais indicado?',
        type: 'choice',
        options: ['Delegar', 'Direcionar', 'Apoiar', 'Ignorar'],
        correct: 1,
        feedback: 'Baixa competência e baixa confiança pedem direcionamento claro.',
        topic: 0,
      },
      tf(
        'Feedback em público',
        'Feedback corretivo deve ser dado preferencialmente em particular.',
        true,
        'Elogie em público, corrija em particular.',
        1,
      ),
      {
        title: 'Feedforward',
        text: 'Explique a diferença entre feedback e feedforward.',
        type: 'descriptive',
        answer: 'Feedback olha para o desempenho passado; feedforward propõe ações para o futuro.',
        feedback: 'Feedforward foca em sugestões futuras.',
        topic: 1,
      },
    ],
  },
  {
    name: 'Comunicação Não Violenta',
    description: 'Observação, sentimentos, necessidades e pedidos nas relações de trabalho.',
    tags: ['Soft Skills'],
    topics: [
      { title: 'Os quatro componentes da CNV', description: 'Observar sem julgar, sentir, necessitar e pedir.' },
      { title: 'Escuta empática', description: 'Como ouvir para compreender.' },
    ],
    materials: [
      {
        name: 'Introdução à CNV',
        color: '#0891b2',
        items: [
          { title: 'Texto-base: os quatro componentes', type: 'file', fileType: 'pdf' },
          { title: 'Quiz: observação ou julgamento?', type: 'quiz', questions: [0, 1] },
        ],
      },
      {
        name: 'CNV em reuniões',
        color: '#1e293b',
        items: [
          { title: 'Meditação guiada de escuta', type: 'audio' },
          { title: 'Exercício: reescreva mensagens difíceis', type: 'task' },
        ],
      },
    ],
    questions: [
      {
        title: 'Observação sem julgamento',
        text: 'Qual frase é uma observação, e não um julgamento?',
        type: 'choice',
        options: [
          'Você sempre se atrasa.',
          'Você chegou 20 minutos depois do horário combinado hoje.',
          'Você é desorganizado.',
          'Você nunca ajuda a equipe.',
        ],
        correct: 1,
        feedback: 'Observações descrevem fatos específicos, sem generalizações.',
        topic: 0,
      },
      tf(
        'Pedido x exigência',
        'Um pedido na CNV admite ouvir um "não" como resposta.',
        true,
        'Se não é possível ouvir um não, trata-se de uma exigência.',
        0,
      ),
    ],
  },
  {
    name: 'Excel para Negócios',
    description: 'Fórmulas, tabelas dinâmicas e painéis para decisões rápidas.',
    tags: ['Tecnologia'],
    topics: [
      { title: 'Fórmulas essenciais', description: 'PROCV, SE, SOMASES e ÍNDICE/CORRESP.' },
      { title: 'Tabelas dinâmicas', description: 'Resumo e análise de grandes volumes de dados.' },
    ],
    materials: [
      {
        name: 'Fórmulas que todo analista usa',
        color: '#16a34a',
        items: [
          { title: 'Planilha de exercícios (instruções)', type: 'file', fileType: 'txt' },
          { title: 'Documentação oficial de funções', type: 'url', url: 'https://support.microsoft.com/excel' },
        ],
      },
      {
        name: 'Painéis e relatórios',
        color: '#2563eb',
        items: [
          { title: 'Tutorial em vídeo: tabela dinâmica', type: 'iframe' },
          { title: 'Desafio: monte um painel de vendas', type: 'task' },
        ],
      },
    ],
    questions: [],
  },
  {
    name: 'Atendimento ao Cliente de Excelência',
    description: 'Empatia, resolução no primeiro contato e gestão de reclamações.',
    tags: ['Soft Skills'],
    topics: [
      { title: 'Jornada do cliente', description: 'Pontos de contato e momentos da verdade.' },
      { title: 'Reclamações', description: 'Transformando insatisfação em fidelização.' },
    ],
    materials: [
      {
        name: 'Fundamentos do atendimento',
        color: '#ea580c',
        items: [
          { title: 'Manual de atendimento', type: 'file', fileType: 'pdf' },
          { title: 'Áudio: tom de voz ao telefone', type: 'audio' },
        ],
      },
      {
        name: 'Casos reais',
        color: '#1e293b',
        items: [{ title: 'Análise de caso: cliente insatisfeito', type: 'task' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Compliance e Ética Corporativa',
    description: 'Código de conduta, conflito de interesses e canal de denúncias.',
    tags: ['Obrigatório', 'Compliance'],
    topics: [
      { title: 'Código de conduta', description: 'Princípios e comportamentos esperados.' },
      { title: 'Lei Anticorrupção', description: 'Lei 12.846/2013 e brindes e hospitalidades.' },
    ],
    materials: [
      {
        name: 'Nosso código de conduta',
        color: '#7c3aed',
        items: [
          { title: 'Código de conduta (PDF)', type: 'file', fileType: 'pdf' },
          { title: 'Curso interativo de ética (SCORM)', type: 'scorm' },
        ],
      },
      {
        name: 'Canal de denúncias',
        color: '#1e293b',
        items: [{ title: 'Como funciona o canal de denúncias', type: 'url', url: 'https://example.com/canal-de-denuncias' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Gestão de Projetos com Scrum',
    description: 'Papéis, eventos e artefatos do Scrum aplicados a projetos reais.',
    tags: ['Gestão', 'Tecnologia'],
    topics: [
      { title: 'Papéis do Scrum', description: 'Product Owner, Scrum Master e Developers.' },
      { title: 'Eventos', description: 'Sprint, planning, daily, review e retrospectiva.' },
    ],
    materials: [
      {
        name: 'Scrum em 30 minutos',
        color: '#2563eb',
        items: [
          { title: 'Guia do Scrum (resumo)', type: 'file', fileType: 'pdf' },
          { title: 'Vídeo: uma sprint na prática', type: 'iframe' },
        ],
      },
      {
        name: 'Ferramentas',
        color: '#16a34a',
        items: [{ title: 'Modelo de quadro Kanban', type: 'url', url: 'https://example.com/kanban' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Saúde e Segurança no Trabalho',
    description: 'Prevenção de acidentes, ergonomia e uso de EPIs.',
    tags: ['Obrigatório'],
    topics: [{ title: 'Ergonomia', description: 'Postura, pausas e organização do posto de trabalho.' }],
    materials: [
      {
        name: 'Ergonomia no escritório e em casa',
        color: '#0f766e',
        items: [
          { title: 'Cartilha de ergonomia', type: 'file', fileType: 'pdf' },
          { title: 'Pausa ativa guiada', type: 'audio' },
        ],
      },
      {
        name: 'Prevenção de acidentes',
        color: '#ea580c',
        items: [{ title: 'Checklist de segurança do ambiente', type: 'task' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Diversidade e Inclusão',
    description: 'Vieses inconscientes, equidade e ambientes psicologicamente seguros.',
    tags: ['Soft Skills', 'Gestão'],
    topics: [{ title: 'Vieses inconscientes', description: 'Como os atalhos mentais afetam decisões.' }],
    materials: [
      {
        name: 'Por que diversidade importa',
        color: '#db2777',
        items: [
          { title: 'Pesquisa: diversidade e resultados', type: 'file', fileType: 'pdf' },
          { title: 'Teste de associação implícita', type: 'url', url: 'https://implicit.harvard.edu/' },
        ],
      },
    ],
    questions: [],
  },
  {
    name: 'Onboarding: Cultura e Valores',
    description: 'Boas-vindas: história, valores, benefícios e ferramentas da empresa.',
    tags: ['Obrigatório'],
    topics: [{ title: 'Nossa história', description: 'De onde viemos e para onde vamos.' }],
    materials: [
      {
        name: 'Bem-vindo(a)!',
        color: '#ea580c',
        items: [
          { title: 'Mensagem da diretoria', type: 'iframe' },
          { title: 'Manual do colaborador', type: 'file', fileType: 'pdf' },
        ],
      },
      {
        name: 'Primeira semana',
        color: '#1e293b',
        items: [{ title: 'Apresente-se para a equipe', type: 'task' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Finanças para Não Financeiros',
    description: 'DRE, fluxo de caixa e indicadores para decisões do dia a dia.',
    tags: ['Gestão'],
    visible: false,
    topics: [{ title: 'Demonstrativo de resultados', description: 'Receita, custos, despesas e lucro.' }],
    materials: [
      {
        name: 'Conceitos básicos',
        color: '#16a34a',
        items: [{ title: 'Glossário financeiro', type: 'file', fileType: 'pdf' }],
      },
    ],
    questions: [],
  },
];

export const ACME_DISCIPLINES: DisciplineSeed[] = [
  {
    name: 'Operação de Empilhadeiras',
    description: 'Normas e boas práticas para operadores de empilhadeira (NR-11).',
    tags: ['Obrigatório'],
    topics: [{ title: 'Inspeção pré-uso', description: 'Itens a verificar antes de operar.' }],
    materials: [
      {
        name: 'Segurança na operação',
        color: '#2563eb',
        items: [
          { title: 'Manual do operador', type: 'file', fileType: 'pdf' },
          { title: 'Quiz: inspeção pré-uso', type: 'quiz', questions: [0] },
        ],
      },
    ],
    questions: [
      tf(
        'Cinto de segurança',
        'O uso do cinto de segurança na empilhadeira é obrigatório.',
        true,
        'O cinto evita lesões graves em tombamentos.',
        0,
      ),
    ],
  },
  {
    name: 'Vendas Consultivas',
    description: 'Diagnóstico de necessidades e proposta de valor para clientes B2B.',
    tags: ['Gestão'],
    topics: [{ title: 'Perguntas SPIN', description: 'Situação, problema, implicação e necessidade.' }],
    materials: [
      {
        name: 'Método SPIN',
        color: '#1e293b',
        items: [{ title: 'Roteiro de perguntas SPIN', type: 'file', fileType: 'docx' }],
      },
    ],
    questions: [],
  },
  {
    name: 'Excelência Operacional Acme',
    description: 'Lean, 5S e melhoria contínua: trilha oferecida a parceiros.',
    tags: ['Gestão'],
    topics: [{ title: '5S', description: 'Utilização, organização, limpeza, padronização e disciplina.' }],
    materials: [
      {
        name: 'Lean na prática',
        color: '#2563eb',
        items: [{ title: 'Guia do 5S', type: 'file', fileType: 'pdf' }],
      },
    ],
    questions: [],
  },
];
