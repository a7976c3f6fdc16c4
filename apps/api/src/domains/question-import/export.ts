import type { Prisma } from '@trilha/db';
import { can } from '@trilha/shared';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../kit/actor.ts';
import type { Tenant } from '../../kit/tenant.ts';
import { appError } from '../../kit/errors.ts';
import { decide } from '@trilha/access';
import { requireAccess } from '../../kit/access.ts';
import { fromDbQuestionType } from '@trilha/shared/questions';
import { questionsToDocx } from './docx-writer.ts';

/** A discipline's whole bank in one file; past this the teacher exports a selection. */
const DISCIPLINE_EXPORT_MAX = 5_000;

const SELECT = {
  id: true,
  title: true,
  text: true,
  type: true,
  answer: true,
  disciplineId: true,
  authorId: true,
  options: { select: { text: true, correctAnswer: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  feedbacks: { select: { text: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.QuestionSelect;

type Row = {
  title: string;
  text: string;
  type: 'descriptive' | 'choice' | 'true_or_false';
  answer: string | null;
  options: { text: string; correctAnswer: boolean }[];
  feedbacks: { text: string }[];
};

const toDocx = (rows: readonly Row[], heading: string) =>
  questionsToDocx(
    rows.map((q) => ({
      title: q.title,
      text: q.text,
      type: fromDbQuestionType(q.type),
      answer: q.answer,
      options: q.options.map((o) => ({ text: o.text, correct_answer: o.correctAnswer })),
      feedbacks: q.feedbacks,
    })),
    [heading],
  );

/** POST /quizzes/disciplines/{id}/export: the discipline's questions, oldest first, as .docx. */
/** For the audit log (docs/audit.md): who took a copy of which questions, once the file is made. */
const publishExported = (
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number | null,
  count: number,
) =>
  deps.db.$transaction((tx) =>
    deps.domainEvents.publish(tx, tenant.companyId, 'question-bank.exported', {
      actor_id: actor.id,
      discipline_id: disciplineId,
      question_count: count,
    }),
  );

export async function exportDisciplineQuestions(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  disciplineId: number,
) {
  await requireAccess(deps, actor, 'discipline:manage', disciplineId);
  const [discipline, rows] = await Promise.all([
    deps.db.discipline.findFirst({ where: { id: disciplineId }, select: { name: true } }),
    deps.db.question.findMany({
      where: { disciplineId, deletedAt: null },
      select: SELECT,
      orderBy: { id: 'asc' },
      take: DISCIPLINE_EXPORT_MAX,
    }),
  ]);
  if (rows.length === 0) throw appError('QUESTION_EXPORT_EMPTY');
  const name = discipline?.name ?? 'disciplina';
  const body = await toDocx(rows, `Questões — ${name}`);
  await publishExported(deps, tenant, actor, disciplineId, rows.length);
  return { fileName: `questoes-${name}.docx`, body };
}

/**
 * POST /quizzes/export/docs: the selected questions, in the order given. Each must exist in the
 * tenant (else 404, as for another tenant's id) and sit in a discipline the caller may manage; a
 * question without a discipline, only its author or a manager of any content.
 */
export async function exportSelectedQuestions(
  deps: Pick<AppDeps, 'db' | 'domainEvents'>,
  tenant: Tenant,
  actor: Actor,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)];
  const rows = await deps.db.question.findMany({ where: { id: { in: unique }, deletedAt: null }, select: SELECT });
  if (rows.length !== unique.length) throw appError('QUESTION_NOT_FOUND');
  // Every discipline in one statement; the first refused (in the order given) answers.
  const disciplines = [...new Set(rows.map((r) => r.disciplineId))].filter((d) => d !== null);
  for (const refusal of (await decide(deps.db, actor, 'discipline:manage', disciplines)).values())
    if (refusal) throw appError(refusal);
  if (rows.some((r) => r.disciplineId === null && r.authorId !== actor.id) && !can(actor.type, 'disciplines:manage-any-content'))
    throw appError('QUESTION_NOT_FOUND');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const body = await toDocx(
    unique.map((id) => byId.get(id)!),
    'Questões',
  );
  await publishExported(deps, tenant, actor, null, rows.length);
  return { fileName: 'questoes.docx', body };
}
