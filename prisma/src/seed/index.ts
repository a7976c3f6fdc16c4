import { Prisma, type PrismaClient, type UserType } from '../generated/client.ts';
import { hashPassword } from '../security.ts';
import { seedCatalogue, type SeededDiscipline } from './content.ts';
import {
  ACME_DISCIPLINES,
  ACME_DOMAIN,
  ACME_USERS,
  DEMO_DISCIPLINES,
  DEMO_DOMAIN,
  DEMO_PASSWORD,
  DEMO_TAGS,
  DEMO_USERS,
  EXTRA_STUDENTS,
  emailFor,
  type DemoUser,
} from './data.ts';

export { ACME_DOMAIN, ACME_USERS, DEMO_DOMAIN, DEMO_PASSWORD, DEMO_USERS, EXTRA_STUDENTS, type DemoUser } from './data.ts';

type Tx = Prisma.TransactionClient;
const DAY = 86_400_000;

// Deterministic pseudo-random numbers: the same seed gives the same demo every time.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = <T>(arr: readonly T[], i: number): T => {
  const v = arr[i];
  if (v === undefined) throw new Error(`seed: index ${i} out of range`);
  return v;
};

async function createUsers(
  tx: Tx,
  users: readonly DemoUser[],
  passwordHash: string,
): Promise<Map<string, { id: number; type: UserType }>> {
  // skipDuplicates: a user may already exist globally (users are not per tenant).
  await tx.user.createMany({
    data: users.map((u) => ({ name: u.name, email: u.email, type: u.type, passwordHash, city: 'São Paulo' })),
    skipDuplicates: true,
  });
  const rows = await tx.user.findMany({
    where: { email: { in: users.map((u) => u.email) } },
    select: { id: true, email: true, type: true },
  });
  return new Map(rows.map((r) => [r.email, { id: r.id, type: r.type }]));
}

/**
 * Seeds the demo tenant ("Trilha Demo", consumer `demo`) with one user per role, content and
 * activity, plus a second tenant ("Acme Treinamentos", consumer `acme`). Idempotent: does
 * nothing when the `demo` consumer exists. Runs in one transaction, so a failure leaves nothing.
 */
export async function seedDemo(db: PrismaClient): Promise<void> {
  if (await db.consumer.findUnique({ where: { domain: DEMO_DOMAIN }, select: { id: true } })) return;
  // One argon2 hash shared by all demo users (same password): hashing is the slow part.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const itemPasswordHash = await hashPassword('segredo123');
  const now = new Date();
  try {
    await db.$transaction((tx) => seedAll(tx, { passwordHash, itemPasswordHash, now }), { timeout: 120_000, maxWait: 30_000 });
  } catch (e) {
    // A concurrent seeder won the race: its transaction created the demo consumer.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      if (await db.consumer.findUnique({ where: { domain: DEMO_DOMAIN }, select: { id: true } })) return;
    }
    throw e;
  }
}

async function seedAll(tx: Tx, o: { passwordHash: string; itemPasswordHash: string; now: Date }): Promise<void> {
  const acme = (await tx.consumer.findUnique({ where: { domain: ACME_DOMAIN }, select: { id: true } }))
    ? null
    : await seedAcme(tx, o);
  await seedDemoTenant(tx, o, acme);
}

interface AcmeSeeded {
  companyId: number;
  disciplines: SeededDiscipline[];
}

async function seedAcme(tx: Tx, o: { passwordHash: string; itemPasswordHash: string; now: Date }): Promise<AcmeSeeded> {
  const company = await tx.company.create({
    data: { name: 'Acme Treinamentos', materialsLicense: 20, students: 50, tutors: 5, topicGenerator: true },
  });
  const users = await createUsers(tx, ACME_USERS, o.passwordHash);
  const u = (type: UserType) =>
    at(
      [...users.values()].filter((x) => x.type === type),
      0,
    ).id;
  await tx.company.update({ where: { id: company.id }, data: { responsibleId: u('manager') } });
  await tx.consumer.create({
    data: {
      companyId: company.id,
      name: 'Acme Treinamentos',
      domain: ACME_DOMAIN,
      responsibleId: u('manager'),
      primaryColor: '#2563eb',
      secondaryColor: '#1e293b',
      originalPrimaryColor: '#2563eb',
      originalSecondaryColor: '#1e293b',
    },
  });
  await tx.companyUser.createMany({
    data: [...users.values()].map((x) => ({
      companyId: company.id,
      userId: x.id,
      responsibleId: x.type === 'student' ? u('tutor') : null,
    })),
    skipDuplicates: true,
  });
  const disciplines = await seedCatalogue(tx, {
    companyId: company.id,
    domain: ACME_DOMAIN,
    ownerId: u('teacher'),
    uploaderId: u('teacher'),
    disciplines: ACME_DISCIPLINES,
    tags: DEMO_TAGS.filter((t) => t.name === 'Obrigatório' || t.name === 'Gestão'),
    itemPasswordHash: () => o.itemPasswordHash,
    now: o.now,
  });
  const [d0, d1] = [at(disciplines, 0), at(disciplines, 1)];
  await tx.disciplineInscription.createMany({
    data: [
      {
        companyId: company.id,
        disciplineId: d0.id,
        userId: u('student'),
        role: 'student',
        startedAt: new Date(o.now.getTime() - 20 * DAY),
      },
      {
        companyId: company.id,
        disciplineId: d1.id,
        userId: u('student'),
        role: 'student',
        startedAt: new Date(o.now.getTime() - 10 * DAY),
      },
      { companyId: company.id, disciplineId: d0.id, userId: u('tutor'), role: 'tutor' },
      { companyId: company.id, disciplineId: d0.id, userId: u('teacher'), role: 'teacher' },
      { companyId: company.id, disciplineId: d1.id, userId: u('teacher'), role: 'teacher' },
    ],
  });
  await tx.warning.create({
    data: {
      companyId: company.id,
      authorId: u('manager'),
      title: 'Inventário anual',
      text: 'O inventário do armazém acontece na próxima sexta-feira. Planeje suas entregas.',
    },
  });
  await tx.notification.createMany({
    data: [
      {
        companyId: company.id,
        userId: u('student'),
        type: 'MaterialCreated',
        title: `Novo material em ${d0.name}`,
        disciplineId: d0.id,
        subjectId: at(d0.materials, 0).id,
      },
      {
        companyId: company.id,
        userId: u('student'),
        type: 'MaterialItemCreated',
        title: `Novo conteúdo: ${at(d0.items, 0).title}`,
        disciplineId: d0.id,
        subjectId: at(d0.items, 0).id,
      },
    ],
  });
  await tx.badge.create({
    data: {
      companyId: company.id,
      key: 'first-steps',
      name: 'Primeiros Passos',
      description: 'Concluiu o primeiro conteúdo.',
      image: '/images/badges/first-steps.svg',
      points: 50,
    },
  });
  return { companyId: company.id, disciplines };
}

async function seedDemoTenant(
  tx: Tx,
  o: { passwordHash: string; itemPasswordHash: string; now: Date },
  acme: AcmeSeeded | null,
): Promise<void> {
  const now = o.now.getTime();
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * 3_600_000);
  const ahead = (days: number, hours = 0) => new Date(now + days * DAY + hours * 3_600_000);
  const rand = rng(2026);

  const company = await tx.company.create({
    data: {
      name: 'Trilha Demo',
      materialsLicense: 100,
      projectManagerLicense: 5,
      tutorManagerLicense: 10,
      students: 200,
      tutors: 20,
      openaiEnabled: true,
      smartQuestionBank: true,
      topicGenerator: true,
      smartChatBot: true,
      proMode: true,
    },
  });
  const companyId = company.id;

  const extraUsers: DemoUser[] = EXTRA_STUDENTS.map((name) => ({
    type: 'student',
    name,
    email: emailFor(name, DEMO_DOMAIN),
    password: DEMO_PASSWORD,
  }));
  const users = await createUsers(tx, [...DEMO_USERS, ...extraUsers], o.passwordHash);
  const role = (type: UserType) =>
    at(
      DEMO_USERS.filter((x) => x.type === type),
      0,
    );
  const idOf = (email: string) => {
    const v = users.get(email);
    if (!v) throw new Error(`seed: user ${email}`);
    return v.id;
  };
  const student = idOf(role('student').email);
  const tutor = idOf(role('tutor').email);
  const teacher = idOf(role('teacher').email);
  const manager = idOf(role('manager').email);
  const supervisor = idOf(role('supervisor').email);
  const extras = extraUsers.map((x) => idOf(x.email));
  const allStudents = [student, ...extras];

  await tx.company.update({ where: { id: companyId }, data: { responsibleId: manager } });
  const consumer = await tx.consumer.create({
    data: {
      companyId,
      name: 'Trilha Demo',
      domain: DEMO_DOMAIN,
      responsibleId: manager,
      primaryColor: '#ea580c',
      secondaryColor: '#1e293b',
      originalPrimaryColor: '#ea580c',
      originalSecondaryColor: '#1e293b',
      tutoringPhoneNumber: '(11) 98765-4321',
      tutoringPhoneNumberEnabled: true,
      settings: { theme: 'orange', welcomeMessage: 'Bem-vindo(a) à Trilha Demo!' },
    },
  });
  await tx.companyUser.createMany({
    data: [...users.values()].map((x) => ({ companyId, userId: x.id, responsibleId: x.type === 'student' ? tutor : null })),
    skipDuplicates: true,
  });
  await tx.user.update({
    where: { id: student },
    data: {
      resume: 'Analista de operações apaixonada por aprender. Trilhando Segurança da Informação e LGPD.',
      avatarAttributes: {
        avatar_style: 'Circle',
        top_type: 'LongHairStraight',
        hair_color: 'Brown',
        skin_color: 'Light',
        clothe_type: 'BlazerShirt',
        clothe_color: 'Blue03',
        eye_type: 'Happy',
        eyebrow_type: 'Default',
        mouth_type: 'Smile',
        accessories_type: 'Blank',
        facial_hair_type: 'Blank',
        facial_hair_color: 'Brown',
        hat_color: 'Blue01',
        graphic_type: 'Bat',
      },
    },
  });

  const disciplines = await seedCatalogue(tx, {
    companyId,
    domain: DEMO_DOMAIN,
    ownerId: teacher,
    uploaderId: teacher,
    disciplines: DEMO_DISCIPLINES,
    tags: DEMO_TAGS,
    itemPasswordHash: () => o.itemPasswordHash,
    now: o.now,
  });
  const D = (i: number) => at(disciplines, i);

  // People: contacts, follows, tutor settings, LTI, leads.
  await tx.contact.createMany({
    data: [
      { userId: student, type: 'email', email: 'ana.souza@exemplo.com.br' },
      { userId: student, type: 'whatsapp', phoneNumber: '11987654321' },
      { userId: tutor, type: 'email', email: 'bruno.lima@exemplo.com.br' },
      { userId: tutor, type: 'phone', phoneNumber: '1133224455' },
      { userId: teacher, type: 'linkedin', email: 'carla.mendes@exemplo.com.br' },
    ],
  });
  await tx.follow.createMany({
    data: [
      { companyId, followerId: student, followedId: at(extras, 0) },
      { companyId, followerId: student, followedId: at(extras, 1) },
      { companyId, followerId: student, followedId: tutor },
      { companyId, followerId: at(extras, 0), followedId: student },
      { companyId, followerId: at(extras, 2), followedId: student },
      { companyId, followerId: at(extras, 3), followedId: student },
    ],
  });
  await tx.tutorSetting.createMany({
    data: [
      { companyId, userId: tutor, weeklyHours: 20 },
      { companyId, userId: teacher, weeklyHours: 30 },
    ],
  });
  await tx.ltiConsumer.create({
    data: {
      companyId,
      name: 'Moodle Corporativo',
      consumerKey: 'trilha-demo-moodle',
      secret: 'demo-lti-secret-troque-em-producao',
      settings: { launchUrl: 'https://moodle.exemplo.com.br' },
    },
  });
  await tx.lead.create({
    data: {
      companyId,
      userId: manager,
      name: 'Daniel Rocha',
      company: 'Trilha Demo',
      contact: '11912345678',
      email: 'daniel.rocha@exemplo.com.br',
      additionalComments: 'Queremos usar a produção de materiais com IA no segundo semestre.',
      functionalityTriggered: 'Produção',
    },
  });

  // Enrolment is how academic users see disciplines.
  const inscriptions: Prisma.DisciplineInscriptionCreateManyInput[] = [];
  for (let i = 0; i < 6; i++)
    inscriptions.push({ companyId, disciplineId: D(i).id, userId: student, role: 'student', startedAt: ago(60 - i * 7) });
  extras.forEach((userId, k) => {
    for (let i = 0; i < 8; i++)
      if ((i + k) % 3 !== 2)
        inscriptions.push({ companyId, disciplineId: D(i).id, userId, role: 'student', startedAt: ago(50 - i * 3) });
  });
  for (let i = 0; i < 6; i++) inscriptions.push({ companyId, disciplineId: D(i).id, userId: tutor, role: 'tutor' });
  for (let i = 0; i < 8; i++) inscriptions.push({ companyId, disciplineId: D(i).id, userId: teacher, role: 'teacher' });
  inscriptions.push({
    companyId,
    disciplineId: D(7).id,
    userId: at(extras, 7),
    role: 'student',
    status: 'finished',
    startedAt: ago(90),
    finishedAt: ago(30),
  });
  await tx.disciplineInscription.createMany({ data: inscriptions, skipDuplicates: true });
  const enrolled = (userId: number) => [
    ...new Set(inscriptions.filter((x) => x.userId === userId && x.role === 'student').map((x) => x.disciplineId)),
  ];

  // Progress: the demo student is well into discipline 0, started 1 and 2; others vary.
  const progressRows: Prisma.MaterialItemProgressCreateManyInput[] = [];
  const mark = (userId: number, d: SeededDiscipline, count: number, daysBack: number) => {
    d.items.slice(0, count).forEach((it, k) =>
      progressRows.push({
        companyId,
        userId,
        materialItemId: it.id,
        materialId: it.materialId,
        disciplineId: d.id,
        checked: true,
        checkedAt: ago(daysBack - k),
      }),
    );
  };
  mark(student, D(0), 5, 20);
  mark(student, D(1), 2, 12);
  mark(student, D(2), 1, 6);
  extras.forEach((userId) => {
    for (const dId of enrolled(userId)) {
      const d = disciplines.find((x) => x.id === dId);
      if (d) mark(userId, d, Math.floor(rand() * (d.items.length + 1)), 25);
    }
  });
  await tx.materialItemProgress.createMany({ data: progressRows });
  const progress: Prisma.DisciplineProgressCreateManyInput[] = [];
  for (const userId of allStudents) {
    for (const dId of enrolled(userId)) {
      const d = disciplines.find((x) => x.id === dId);
      if (!d) continue;
      const checked = progressRows.filter((p) => p.userId === userId && p.disciplineId === dId).length;
      const total = d.items.filter((i) => i.visible).length;
      progress.push({
        companyId,
        userId,
        disciplineId: dId,
        checkedItems: checked,
        totalItems: total,
        progress: total ? Math.round((checked / total) * 1000) / 10 : 0,
      });
    }
  }
  await tx.disciplineProgress.createMany({ data: progress });

  // Quiz attempts with answers, and grades.
  const quiz = (d: SeededDiscipline) => {
    const q = d.items.find((i) => i.type === 'quiz');
    if (!q) throw new Error(`seed: no quiz in ${d.name}`);
    return q;
  };
  const task = (d: SeededDiscipline) => {
    const t = d.items.find((i) => i.type === 'task');
    if (!t) throw new Error(`seed: no task in ${d.name}`);
    return t;
  };
  const q0 = quiz(D(0));
  const questionsById = new Map(disciplines.flatMap((d) => d.questions).map((q) => [q.id, q]));
  type AttemptPlan = { userId: number; item: typeof q0; daysBack: number; correctness: number; finished: boolean };
  const attemptPlans: AttemptPlan[] = [
    { userId: student, item: q0, daysBack: 15, correctness: 0.5, finished: true },
    { userId: student, item: q0, daysBack: 14, correctness: 1, finished: true },
    { userId: student, item: quiz(D(1)), daysBack: 2, correctness: 0.6, finished: false },
    ...extras
      .slice(0, 5)
      .map((userId, k) => ({ userId, item: q0, daysBack: 10 - k, correctness: 0.4 + k * 0.15, finished: true })),
  ];
  const attempts = await tx.attempt.createManyAndReturn({
    data: attemptPlans.map((p) => ({
      companyId,
      materialItemId: p.item.id,
      userId: p.userId,
      status: p.finished ? ('finished' as const) : ('started' as const),
      startedAt: ago(p.daysBack, 1),
      finishedAt: p.finished ? ago(p.daysBack) : null,
      checked: p.finished,
      checkedAt: p.finished ? ago(p.daysBack) : null,
    })),
    select: { id: true, userId: true, materialItemId: true, startedAt: true },
  });
  const answers: Prisma.AttemptAnswerCreateManyInput[] = [];
  const scores = new Map<number, number>();
  attempts.forEach((a, k) => {
    const plan = at(attemptPlans, k);
    const qs = plan.item.questionIds.map((id) => questionsById.get(id)).filter((q) => q !== undefined);
    let points = 0;
    qs.forEach((q, j) => {
      if (!plan.finished && j >= Math.ceil(qs.length / 2)) return; // in progress: half answered
      const right = (j + 1) / qs.length <= plan.correctness + 1e-9;
      if (q.type === 'descriptive') {
        answers.push({
          companyId,
          attemptId: a.id,
          questionId: q.id,
          answerText: right ? 'Desconectar da rede e avisar a equipe de segurança imediatamente.' : 'Reiniciar o computador.',
          isCorrect: plan.finished ? right : null,
          score: plan.finished ? (right ? 1 : 0) : null,
        });
      } else {
        const wrong = q.optionIds.find((id) => id !== q.correctOptionId) ?? null;
        answers.push({
          companyId,
          attemptId: a.id,
          questionId: q.id,
          optionId: right ? q.correctOptionId : wrong,
          isCorrect: plan.finished ? right : null,
          score: plan.finished ? (right ? 1 : 0) : null,
          ...(j === 0 && !right ? { markedAs: 'review' } : {}),
        });
      }
      if (right) points++;
    });
    if (plan.finished) scores.set(a.id, Math.round((points / Math.max(qs.length, 1)) * 100) / 10);
  });
  await tx.attemptAnswer.createMany({ data: answers });
  // Score and per-attempt feedback cannot ride in createMany (different per row): few rows, so update each.
  for (const [id, score] of scores) {
    await tx.attempt.update({
      where: { id },
      data: { score, feedback: score >= 7 ? 'Muito bem! Você domina o assunto.' : 'Revise o módulo 1 e tente novamente.' },
    });
  }

  // Assignments: the student's is evaluated; another student's awaits evaluation.
  const t0 = task(D(0));
  const submissions = await tx.assignmentSubmission.createManyAndReturn({
    data: [
      {
        companyId,
        materialItemId: t0.id,
        userId: student,
        text: 'Proposta: senhas com no mínimo 12 caracteres, MFA obrigatório e gerenciador de senhas corporativo.',
        status: 'evaluated' as const,
        submittedAt: ago(9),
      },
      {
        companyId,
        materialItemId: t0.id,
        userId: at(extras, 0),
        text: 'Trocar as senhas a cada 30 dias e proibir anotações em papel.',
        status: 'submitted' as const,
        submittedAt: ago(3),
      },
      {
        companyId,
        materialItemId: task(D(2)).id,
        userId: at(extras, 1),
        text: 'Vou conversar com a pessoa em particular, usando o modelo SCI.',
        status: 'submitted' as const,
        submittedAt: ago(1),
      },
    ],
    select: { id: true, userId: true, materialItemId: true },
  });
  const evaluated = at(submissions, 0);
  await tx.assignmentEvaluation.create({
    data: {
      companyId,
      submissionId: evaluated.id,
      evaluatorId: teacher,
      grade: 8.5,
      comment: 'Ótima proposta! Faltou detalhar como tratar contas de serviço.',
      createdAt: ago(7),
    },
  });

  const bestQuiz = (userId: number, itemId: number) =>
    attempts
      .filter((a) => a.userId === userId && a.materialItemId === itemId && scores.has(a.id))
      .sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0))[0];
  const grades: Prisma.GradeCreateManyInput[] = [];
  for (const userId of [student, ...extras.slice(0, 5)]) {
    const best = bestQuiz(userId, q0.id);
    if (best)
      grades.push({
        companyId,
        disciplineId: D(0).id,
        materialItemId: q0.id,
        userId,
        attemptId: best.id,
        value: scores.get(best.id) ?? null,
        status: 'graded',
        gradedAt: ago(5),
      });
  }
  grades.push({
    companyId,
    disciplineId: D(0).id,
    materialItemId: t0.id,
    userId: student,
    value: 8.5,
    status: 'graded',
    gradedById: teacher,
    gradedAt: ago(7),
    comment: 'Ótima proposta!',
  });
  grades.push({ companyId, disciplineId: D(0).id, materialItemId: t0.id, userId: at(extras, 0), status: 'pending' });
  grades.push({ companyId, disciplineId: D(2).id, materialItemId: task(D(2)).id, userId: at(extras, 1), status: 'pending' });
  await tx.grade.createMany({ data: grades });

  await tx.materialReview.createMany({
    data: [
      {
        companyId,
        disciplineId: D(0).id,
        materialId: at(D(0).materials, 0).id,
        userId: student,
        rating: 5,
        comment: 'Conteúdo muito prático, adorei os exemplos.',
      },
      {
        companyId,
        disciplineId: D(0).id,
        materialId: at(D(0).materials, 1).id,
        userId: student,
        rating: 4,
        comment: 'Bom, mas poderia ter mais exercícios.',
      },
      { companyId, disciplineId: D(0).id, materialId: at(D(0).materials, 0).id, userId: at(extras, 0), rating: 4 },
      {
        companyId,
        disciplineId: D(1).id,
        materialId: at(D(1).materials, 0).id,
        userId: at(extras, 1),
        rating: 3,
        comment: 'Texto da lei é denso; o resumo ajudou.',
      },
    ],
  });

  // Forums with threaded comments. Comments are few and need their ids for path/thread.
  const forums = await tx.forum.createManyAndReturn({
    data: [
      {
        companyId,
        disciplineId: D(0).id,
        authorId: teacher,
        title: 'Dúvidas sobre phishing',
        description: 'Poste aqui suas dúvidas sobre o módulo 1.',
        createdAt: ago(18),
      },
      {
        companyId,
        disciplineId: D(0).id,
        authorId: tutor,
        title: 'Compartilhe um caso real',
        description: 'Já recebeu um golpe? Conte como percebeu.',
        createdAt: ago(12),
      },
      {
        companyId,
        disciplineId: D(0).id,
        authorId: teacher,
        title: 'Turma anterior (encerrado)',
        description: 'Discussões da turma de 2025.',
        status: 'closed' as const,
        createdAt: ago(200),
      },
      {
        companyId,
        disciplineId: D(0).id,
        authorId: tutor,
        title: 'Rascunho: orientações aos tutores',
        description: 'Visível apenas para a equipe.',
        isVisible: false,
        createdAt: ago(4),
      },
      {
        companyId,
        disciplineId: D(1).id,
        authorId: teacher,
        title: 'LGPD: dúvidas gerais',
        description: 'Tire suas dúvidas sobre a lei.',
        createdAt: ago(9),
      },
      {
        companyId,
        disciplineId: D(2).id,
        authorId: teacher,
        title: 'Desafios da primeira liderança',
        description: 'Qual foi seu maior desafio ao assumir uma equipe?',
        votesEnable: false,
        createdAt: ago(3),
      },
    ],
    select: { id: true, disciplineId: true, title: true },
  });
  const F = (i: number) => at(forums, i);
  const pad = (id: number) => String(id).padStart(10, '0');
  type C = { id: number; path: string; thread: number; depth: number; forumId: number };
  const comments: C[] = [];
  const comment = async (
    forumId: number,
    authorId: number,
    text: string,
    daysBack: number,
    parent?: C,
    extra: Partial<Prisma.ForumCommentUncheckedCreateInput> = {},
  ) => {
    const row = await tx.forumComment.create({
      data: {
        companyId,
        forumId,
        authorId,
        text,
        parentId: parent?.id ?? null,
        depth: parent ? parent.depth + 1 : 0,
        createdAt: ago(daysBack),
        ...extra,
      },
      select: { id: true },
    });
    const c: C = {
      id: row.id,
      forumId,
      path: parent ? `${parent.path}.${pad(row.id)}` : pad(row.id),
      thread: parent?.thread ?? row.id,
      depth: parent ? parent.depth + 1 : 0,
    };
    await tx.forumComment.update({ where: { id: row.id }, data: { path: c.path, thread: c.thread } });
    comments.push(c);
    return c;
  };
  const r1 = await comment(
    F(0).id,
    student,
    'Recebi um e-mail do "RH" pedindo para atualizar meus dados por um link. Como confirmo se é legítimo?',
    16,
  );
  const r1a = await comment(
    F(0).id,
    tutor,
    'Boa pergunta, Ana! Passe o mouse sobre o link e confira o domínio; na dúvida, confirme pelo canal oficial do RH.',
    16,
    r1,
  );
  await comment(F(0).id, student, 'Obrigada! O domínio era parecido, mas com uma letra trocada.', 15, r1a);
  const r2 = await comment(F(0).id, at(extras, 0), 'Alguém sabe se a empresa usa MFA no e-mail?', 14);
  await comment(F(0).id, teacher, 'Usa sim: o MFA é obrigatório desde janeiro.', 14, r2);
  await comment(F(0).id, at(extras, 1), 'Mensagem com propaganda externa.', 13, undefined, {
    status: 'hidden',
    modifiedById: tutor,
  });
  await comment(F(0).id, at(extras, 2), 'Comentário apagado pelo autor.', 12, undefined, { deletedAt: ago(12) });
  const s1 = await comment(
    F(1).id,
    at(extras, 3),
    'Recebi um SMS de entrega com link encurtado. Não cliquei e reportei à segurança.',
    11,
  );
  await comment(F(1).id, student, 'Aconteceu comigo também! O remetente era um número comum.', 10, s1);
  await comment(F(1).id, at(extras, 4), 'Uma ligação se passando pelo suporte de TI pediu meu código do MFA.', 8);
  const l1 = await comment(F(4).id, student, 'Posso usar os e-mails de clientes antigos para uma campanha nova?', 7);
  await comment(
    F(4).id,
    teacher,
    'Depende da base legal e da finalidade original; provavelmente será preciso um novo consentimento.',
    6,
    l1,
  );
  await comment(F(5).id, at(extras, 5), 'O mais difícil foi dar o primeiro feedback para um ex-colega de equipe.', 2);

  // numChildren / totalComments count live (not deleted) rows.
  const deletedIds = new Set(
    (await tx.forumComment.findMany({ where: { companyId, deletedAt: { not: null } }, select: { id: true } })).map((r) => r.id),
  );
  const childCount = new Map<number, number>();
  const parents = await tx.forumComment.findMany({
    where: { companyId, parentId: { not: null }, deletedAt: null },
    select: { parentId: true },
  });
  for (const p of parents) if (p.parentId) childCount.set(p.parentId, (childCount.get(p.parentId) ?? 0) + 1);
  for (const [id, n] of childCount) await tx.forumComment.update({ where: { id }, data: { numChildren: n } });
  for (const f of forums) {
    const total = comments.filter((c) => c.forumId === f.id && !deletedIds.has(c.id)).length;
    if (total) await tx.forum.update({ where: { id: f.id }, data: { totalComments: total } });
  }

  const votes: Prisma.CommentVoteCreateManyInput[] = [
    { companyId, commentId: r1a.id, userId: student, vote: 1 },
    { companyId, commentId: r1a.id, userId: at(extras, 0), vote: 1 },
    { companyId, commentId: r1a.id, userId: at(extras, 1), vote: 1 },
    { companyId, commentId: r1.id, userId: at(extras, 2), vote: 1 },
    { companyId, commentId: r2.id, userId: student, vote: -1 },
    { companyId, commentId: s1.id, userId: student, vote: 1 },
  ];
  await tx.commentVote.createMany({ data: votes });
  const voteSum = new Map<number, number>();
  for (const v of votes) voteSum.set(v.commentId, (voteSum.get(v.commentId) ?? 0) + v.vote);
  for (const [id, sum] of voteSum) await tx.forumComment.update({ where: { id }, data: { votes: sum } });
  await tx.forumRead.createMany({
    data: [
      { companyId, forumId: F(0).id, userId: student, lastReadAt: ago(14) },
      { companyId, forumId: F(1).id, userId: student, lastReadAt: ago(1) },
      { companyId, forumId: F(0).id, userId: tutor, lastReadAt: ago(0, 2) },
    ],
  });

  // Notifications (6 per page in the bell): 9+ each for student, tutor, teacher; newest unread.
  const notifications: Prisma.NotificationCreateManyInput[] = [];
  const feed = (userId: number, ds: SeededDiscipline[]) => {
    let k = 0;
    for (const d of ds) {
      const m = at(d.materials, 0);
      const it = at(d.items, d.items.length - 1);
      const forum = forums.find((f) => f.disciplineId === d.id);
      const entries: Omit<Prisma.NotificationCreateManyInput, 'companyId' | 'userId' | 'createdAt'>[] = [
        {
          type: 'MaterialCreated',
          title: `Novo material em ${d.name}: ${m.name}`,
          disciplineId: d.id,
          subjectId: m.id,
          data: { material_name: m.name },
        },
        {
          type: 'MaterialItemCreated',
          title: `Novo conteúdo disponível: ${it.title}`,
          disciplineId: d.id,
          subjectId: it.id,
          data: { material_item_type: it.type },
        },
      ];
      if (forum)
        entries.push({
          type: 'ForumCreated',
          title: `Novo fórum: ${forum.title}`,
          disciplineId: d.id,
          subjectId: forum.id,
          data: { forum_title: forum.title },
        });
      for (const e of entries) {
        const daysBack = 30 - k * 2.5;
        notifications.push({ ...e, companyId, userId, createdAt: ago(daysBack), readAt: k >= 6 ? null : ago(daysBack - 0.5) });
        k++;
      }
    }
  };
  feed(student, [D(0), D(1), D(2), D(3)]);
  feed(tutor, [D(0), D(1), D(2), D(4)]);
  feed(teacher, [D(0), D(2), D(3), D(5)]);
  notifications.push({
    companyId,
    userId: student,
    type: 'BadgeAwarded',
    title: 'Nova conquista desbloqueada: Primeiros Passos',
    data: { badge: 'first-steps' },
    createdAt: ago(0, 3),
  });
  await tx.notification.createMany({ data: notifications });

  // Alerts (warnings) and who read them.
  const warnings = await tx.warning.createManyAndReturn({
    data: [
      {
        companyId,
        authorId: manager,
        title: 'Manutenção programada',
        text: 'A plataforma ficará indisponível no sábado, das 22h às 23h, para manutenção.',
        createdAt: ago(3),
      },
      {
        companyId,
        authorId: supervisor,
        title: 'Nova trilha obrigatória: LGPD na Prática',
        text: 'Todos os colaboradores devem concluir a trilha de LGPD até o fim do mês.',
        image: '/images/warnings/lgpd.jpg',
        createdAt: ago(1),
      },
      {
        companyId,
        authorId: manager,
        title: 'Pesquisa de clima encerrada',
        text: 'Obrigado pela participação!',
        status: 'inactive' as const,
        createdAt: ago(40),
      },
    ],
    select: { id: true },
  });
  await tx.warningRead.createMany({
    data: [
      { companyId, warningId: at(warnings, 0).id, userId: student, isRead: true, readAt: ago(2) },
      { companyId, warningId: at(warnings, 0).id, userId: tutor, isRead: true, readAt: ago(2) },
    ],
  });

  await tx.calendarEvent.createMany({
    data: [
      {
        companyId,
        disciplineId: D(0).id,
        authorId: teacher,
        title: 'Live: golpes digitais em 2026',
        description: 'Bate-papo ao vivo com especialista convidado.',
        location: 'Online (link no material)',
        startsAt: ahead(3, -4),
        endsAt: ahead(3, -3),
      },
      {
        companyId,
        disciplineId: D(1).id,
        authorId: supervisor,
        title: 'Prazo final: trilha de LGPD',
        description: 'Conclua todos os materiais obrigatórios.',
        startsAt: ahead(10),
        allDay: true,
      },
      {
        companyId,
        authorId: manager,
        title: 'Semana de Integração',
        description: 'Boas-vindas às novas pessoas colaboradoras.',
        location: 'Auditório — 3º andar',
        startsAt: ahead(17, -6),
        endsAt: ahead(21, -6),
      },
    ],
  });

  // Gamification: badges, points ledger (users.points is the running total), study sessions.
  const badges = await tx.badge.createManyAndReturn({
    data: [
      {
        companyId,
        key: 'first-steps',
        name: 'Primeiros Passos',
        description: 'Concluiu o primeiro conteúdo de uma disciplina.',
        image: '/images/badges/first-steps.svg',
        points: 50,
        criteria: { checked_items: 1 },
      },
      {
        companyId,
        key: 'marathoner',
        name: 'Maratonista',
        description: 'Estudou 7 dias seguidos.',
        image: '/images/badges/marathoner.svg',
        points: 150,
        criteria: { consecutive_days: 7 },
      },
      {
        companyId,
        key: 'collaborator',
        name: 'Colaborador',
        description: 'Participou de 10 discussões nos fóruns.',
        image: '/images/badges/collaborator.svg',
        points: 100,
        criteria: { forum_comments: 10 },
      },
    ],
    select: { id: true, key: true, points: true },
  });
  const badge = (key: string) => {
    const b = badges.find((x) => x.key === key);
    if (!b) throw new Error(`seed: badge ${key}`);
    return b;
  };
  const userBadges = [
    { userId: student, key: 'first-steps', daysBack: 20 },
    { userId: at(extras, 0), key: 'first-steps', daysBack: 22 },
    { userId: at(extras, 0), key: 'marathoner', daysBack: 8 },
    { userId: at(extras, 3), key: 'first-steps', daysBack: 11 },
  ];
  await tx.userBadge.createMany({
    data: userBadges.map((b) => ({ companyId, userId: b.userId, badgeId: badge(b.key).id, awardedAt: ago(b.daysBack) })),
  });
  const ledger: Prisma.PointEntryCreateManyInput[] = userBadges.map((b) => ({
    companyId,
    userId: b.userId,
    points: badge(b.key).points,
    reason: 'badge_awarded',
    subjectType: 'badge',
    subjectId: badge(b.key).id,
    createdAt: ago(b.daysBack),
  }));
  for (const p of progressRows)
    ledger.push({
      companyId,
      userId: p.userId,
      points: 10,
      reason: 'material_item_checked',
      subjectType: 'material_item',
      subjectId: p.materialItemId,
      createdAt: p.checkedAt ?? o.now,
    });
  for (const a of attempts)
    if (scores.has(a.id))
      ledger.push({
        companyId,
        userId: a.userId,
        points: Math.round((scores.get(a.id) ?? 0) * 5),
        reason: 'attempt_finished',
        subjectType: 'attempt',
        subjectId: a.id,
        createdAt: a.startedAt,
      });
  await tx.pointEntry.createMany({ data: ledger });
  await tx.$executeRaw`
    UPDATE users u SET points = s.total
    FROM (SELECT user_id, SUM(points)::int AS total FROM points_ledger WHERE company_id = ${companyId} GROUP BY user_id) s
    WHERE u.id = s.user_id`;

  const sessions: Prisma.StudySessionCreateManyInput[] = [];
  const addSessions = (userId: number, days: number, presence: number, minMin: number, maxMin: number, streak: number) => {
    for (let d = days; d >= 0; d--) {
      if (d >= streak && rand() > presence) continue;
      const count = rand() < 0.3 ? 2 : 1;
      for (let s = 0; s < count; s++) {
        const seconds = Math.round((minMin + rand() * (maxMin - minMin)) * 60);
        const startedAt = new Date(now - d * DAY - (9 + s * 5 + Math.floor(rand() * 3)) * 3_600_000);
        if (startedAt.getTime() + seconds * 1000 > now) continue;
        const endedAt = new Date(startedAt.getTime() + seconds * 1000);
        sessions.push({ companyId, userId, startedAt, endedAt, lastSeenAt: endedAt, seconds });
      }
    }
  };
  addSessions(student, 35, 0.7, 20, 90, 6); // studied every day of the last week: a streak
  extras.forEach((userId, k) => addSessions(userId, 28, 0.3 + k * 0.06, 10, 60, k % 3));
  addSessions(tutor, 28, 0.8, 30, 120, 3);
  addSessions(teacher, 28, 0.6, 30, 90, 2);
  await tx.studySession.createMany({ data: sessions });

  await tx.reportRequest.create({
    data: {
      companyId,
      userId: manager,
      type: 'student_logs_pdf',
      filters: { user_name: 'Ana', disciplines_ids: [D(0).id, D(1).id] },
      status: 'done',
      resultUrl: '/reports/demo/relatorio-alunos.pdf',
      createdAt: ago(2),
      finishedAt: ago(2),
    },
  });

  // Supplied disciplines: Acme supplies the demo tenant.
  if (acme) {
    const supplier = await tx.supplier.create({
      data: { companyId, supplierCompanyId: acme.companyId, name: 'Acme Treinamentos' },
    });
    const offered = (i: number) => at(acme.disciplines, i);
    const src = await tx.discipline.findMany({
      where: { id: { in: acme.disciplines.map((d) => d.id) } },
      select: { id: true, description: true },
    });
    const desc = (id: number) => src.find((s) => s.id === id)?.description ?? null;
    await tx.consumerDiscipline.createMany({
      data: [
        {
          companyId,
          consumerId: consumer.id,
          supplierId: supplier.id,
          sourceDisciplineId: offered(2).id,
          name: offered(2).name,
          description: desc(offered(2).id),
          status: 'pending',
          createdAt: ago(2),
        },
        {
          companyId,
          consumerId: consumer.id,
          supplierId: supplier.id,
          sourceDisciplineId: offered(1).id,
          name: offered(1).name,
          description: desc(offered(1).id),
          status: 'approved',
          decidedById: manager,
          decidedAt: ago(6),
          createdAt: ago(8),
        },
        {
          companyId,
          consumerId: consumer.id,
          supplierId: supplier.id,
          sourceDisciplineId: offered(0).id,
          name: offered(0).name,
          description: desc(offered(0).id),
          status: 'disapproved',
          decidedById: manager,
          decidedAt: ago(20),
          createdAt: ago(25),
        },
      ],
    });
  }
}
