// Forums with threaded comments, votes and read marks (demo tenant).
import type { Prisma } from '../../generated/client.ts';
import { at, type SeedStep } from '../context.ts';

export const forums: SeedStep = {
  name: 'forums',
  after: ['inscriptions'],
  async run(ctx) {
    const { tx, ago } = ctx;
    const companyId = ctx.get('demoCompanyId');
    const D = (i: number) => at(ctx.get('demoDisciplines'), i);
    const { student, tutor, teacher, extras } = ctx.get('demoPeople');

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
    // As the API does: a comment's author follows its thread.
    const follows: Prisma.ThreadSubscriptionCreateManyInput[] = [];
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
      await tx.forumComment.update({
        where: { companyId_id: { companyId, id: row.id } },
        data: { path: c.path, thread: c.thread },
      });
      comments.push(c);
      follows.push({ companyId, threadId: c.thread, forumId, userId: authorId });
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
    for (const [id, n] of childCount)
      await tx.forumComment.update({ where: { companyId_id: { companyId, id } }, data: { numChildren: n } });
    for (const f of forums) {
      const total = comments.filter((c) => c.forumId === f.id && !deletedIds.has(c.id)).length;
      if (total) await tx.forum.update({ where: { companyId_id: { companyId, id: f.id } }, data: { totalComments: total } });
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
    for (const [id, sum] of voteSum)
      await tx.forumComment.update({ where: { companyId_id: { companyId, id } }, data: { votes: sum } });
    await tx.forumRead.createMany({
      data: [
        { companyId, forumId: F(0).id, userId: student, lastReadAt: ago(14) },
        { companyId, forumId: F(1).id, userId: student, lastReadAt: ago(1) },
        { companyId, forumId: F(0).id, userId: tutor, lastReadAt: ago(0, 2) },
      ],
    });
    await tx.threadSubscription.createMany({ data: follows, skipDuplicates: true });
    // The student follows the first forum ("Seguir fórum"); the visible forums were announced at creation.
    await tx.forumSubscription.create({ data: { companyId, forumId: F(0).id, userId: student } });
    await tx.$executeRaw`UPDATE forums SET published_at = created_at WHERE company_id = ${companyId} AND is_visible`;
    ctx.set('forums', forums);
  },
};
