// Creates one tenant's catalogue (tags, disciplines, topics, materials, items, files, questions)
// with a handful of multi-row inserts, and returns the ids the activity seeding needs.
import type { MaterialFileType, MaterialItemType, Prisma, QuestionType } from '../generated/client.ts';
import type { DisciplineSeed } from './data.ts';
import { disciplineCover, materialCover, slug } from './art.ts';

type Tx = Prisma.TransactionClient;

export interface SeededItem {
  id: number;
  materialId: number;
  disciplineId: number;
  title: string;
  type: MaterialItemType;
  visible: boolean;
  questionIds: number[];
}
export interface SeededQuestion {
  id: number;
  type: QuestionType;
  optionIds: number[];
  correctOptionId: number | null;
}
export interface SeededDiscipline {
  id: number;
  name: string;
  materials: { id: number; name: string; items: SeededItem[] }[];
  items: SeededItem[];
  questions: SeededQuestion[];
  topicIds: number[];
}

const FILE_META: Record<string, { ext: string; mime: string; size: number }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf', size: 482_133 },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 88_412 },
  txt: { ext: 'txt', mime: 'text/plain; charset=utf-8', size: 6_204 },
  audio: { ext: 'mp3', mime: 'audio/mpeg', size: 3_912_700 },
  scorm: { ext: 'zip', mime: 'application/zip', size: 12_480_310 },
};

const need = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`seed: missing ${what}`);
  return v;
};

export async function seedCatalogue(
  tx: Tx,
  opts: {
    companyId: number;
    domain: string;
    ownerId: number;
    uploaderId: number;
    disciplines: DisciplineSeed[];
    tags: readonly { name: string; color: string; isEditable: boolean }[];
    itemPasswordHash: (plain: string) => string;
    now: Date;
  },
): Promise<SeededDiscipline[]> {
  const { companyId, domain, disciplines } = opts;
  const daysAgo = (d: number) => new Date(opts.now.getTime() - d * 86_400_000);

  const tagRows = await tx.disciplineTag.createManyAndReturn({
    data: opts.tags.map((t) => ({ companyId, name: t.name, color: t.color, isEditable: t.isEditable })),
    select: { id: true, name: true },
  });
  const tagId = new Map(tagRows.map((t) => [t.name, t.id]));

  const discRows = await tx.discipline.createManyAndReturn({
    // Older disciplines first, so "newest" orderings have a stable answer.
    data: disciplines.map((d, i) => ({
      companyId,
      name: d.name,
      description: d.description,
      visible: d.visible ?? true,
      ownerId: opts.ownerId,
      image: disciplineCover(d.name),
      createdAt: daysAgo(120 - i * 5),
    })),
    select: { id: true, name: true },
  });
  const discId = new Map(discRows.map((d) => [d.name, d.id]));
  const idOf = (d: DisciplineSeed) => need(discId.get(d.name), d.name);

  await tx.disciplineTagLink.createMany({
    data: disciplines.flatMap((d) => d.tags.map((t) => ({ companyId, disciplineId: idOf(d), tagId: need(tagId.get(t), t) }))),
  });

  const topicRows = await tx.disciplineTopic.createManyAndReturn({
    data: disciplines.flatMap((d) =>
      d.topics.map((t, position) => ({ companyId, disciplineId: idOf(d), title: t.title, description: t.description, position })),
    ),
    select: { id: true, disciplineId: true, position: true },
  });
  const topicId = new Map(topicRows.map((t) => [`${t.disciplineId}:${t.position}`, t.id]));

  const materialRows = await tx.material.createManyAndReturn({
    data: disciplines.flatMap((d) =>
      d.materials.map((m, position) => ({
        companyId,
        disciplineId: idOf(d),
        name: m.name,
        color: m.color,
        position,
        image: materialCover(m.name),
      })),
    ),
    select: { id: true, disciplineId: true, position: true, name: true },
  });
  const materialId = new Map(materialRows.map((m) => [`${m.disciplineId}:${m.position}`, m.id]));

  // Questions, their options and feedbacks.
  const questionRows = await tx.question.createManyAndReturn({
    data: disciplines.flatMap((d) =>
      d.questions.map((q) => ({
        companyId,
        disciplineId: idOf(d),
        topicId: q.topic === undefined ? null : need(topicId.get(`${idOf(d)}:${q.topic}`), `topic ${q.topic}`),
        authorId: opts.ownerId,
        title: q.title,
        text: q.text,
        type: q.type,
        answer: q.answer ?? null,
      })),
    ),
    select: { id: true, disciplineId: true, title: true, type: true },
  });
  const questionId = new Map(questionRows.map((q) => [`${q.disciplineId}:${q.title}`, q.id]));
  const qId = (d: DisciplineSeed, title: string) => need(questionId.get(`${idOf(d)}:${title}`), title);

  const optionRows = await tx.questionOption.createManyAndReturn({
    data: disciplines.flatMap((d) =>
      d.questions.flatMap((q) =>
        (q.options ?? []).map((text, position) => ({
          companyId,
          questionId: qId(d, q.title),
          text,
          position,
          correctAnswer: position === q.correct,
        })),
      ),
    ),
    select: { id: true, questionId: true, position: true, correctAnswer: true },
  });
  await tx.questionFeedback.createMany({
    data: disciplines.flatMap((d) => d.questions.map((q) => ({ companyId, questionId: qId(d, q.title), text: q.feedback }))),
  });

  // Files behind file/audio/scorm items (metadata only: the demo has no object bytes).
  type Planned = { d: DisciplineSeed; mPos: number; iPos: number; item: DisciplineSeed['materials'][number]['items'][number] };
  const planned: Planned[] = disciplines.flatMap((d) =>
    d.materials.flatMap((m, mPos) => m.items.map((item, iPos) => ({ d, mPos, iPos, item }))),
  );
  const fileKind = (p: Planned): string | null =>
    p.item.type === 'file' ? (p.item.fileType ?? 'pdf') : p.item.type === 'audio' || p.item.type === 'scorm' ? p.item.type : null;
  const storageKey = (p: Planned) => {
    const kind = need(fileKind(p) ?? undefined, 'file kind');
    return `seed/${domain}/${slug(p.d.name)}/${p.mPos + 1}-${p.iPos + 1}-${slug(p.item.title)}.${need(FILE_META[kind], kind).ext}`;
  };
  const fileRows = await tx.file.createManyAndReturn({
    data: planned
      .filter((p) => fileKind(p))
      .map((p) => {
        const meta = need(FILE_META[fileKind(p) as string], 'file meta');
        const key = storageKey(p);
        return {
          companyId,
          uploaderId: opts.uploaderId,
          storageKey: key,
          originalName: key.split('/').pop() as string,
          mimeType: meta.mime,
          size: meta.size,
        };
      }),
    select: { id: true, storageKey: true },
  });
  const fileId = new Map(fileRows.map((f) => [f.storageKey, f.id]));

  const itemRows = await tx.materialItem.createManyAndReturn({
    data: planned.map((p) => {
      const disciplineId = idOf(p.d);
      const kind = fileKind(p);
      return {
        companyId,
        disciplineId,
        materialId: need(materialId.get(`${disciplineId}:${p.mPos}`), 'material'),
        title: p.item.title,
        type: p.item.type,
        fileType: p.item.type === 'file' ? ((p.item.fileType ?? 'pdf') as MaterialFileType) : null,
        description: p.item.description ?? null,
        url: p.item.url ?? null,
        iframeCode:
          p.item.type === 'iframe'
            ? '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" allow="fullscreen" title="Vídeo"></iframe>'
            : null,
        fileId: kind ? need(fileId.get(storageKey(p)), 'file') : null,
        scormEntryPoint: p.item.type === 'scorm' ? 'index.html' : null,
        passwordHash: p.item.password ? opts.itemPasswordHash(p.item.password) : null,
        position: p.iPos,
      };
    }),
    select: { id: true, materialId: true, disciplineId: true, position: true, title: true, type: true, visible: true },
  });
  const itemByKey = new Map(itemRows.map((i) => [`${i.materialId}:${i.position}`, i]));

  await tx.materialItemSettings.createMany({
    data: itemRows
      .filter((i) => i.type === 'quiz' || i.type === 'task')
      .map((i) =>
        i.type === 'quiz'
          ? {
              companyId,
              materialItemId: i.id,
              maxAttempts: 3,
              timeLimitMinutes: 20,
              passingGrade: 7,
              allowFeedback: true,
              showCorrectAnswers: true,
            }
          : {
              companyId,
              materialItemId: i.id,
              passingGrade: 6,
              dueAt: new Date(opts.now.getTime() + 14 * 86_400_000),
              extra: { maxWords: 300 },
            },
      ),
  });

  const links = planned.flatMap((p) => {
    if (!p.item.questions?.length) return [];
    const disciplineId = idOf(p.d);
    const item = need(itemByKey.get(`${need(materialId.get(`${disciplineId}:${p.mPos}`), 'material')}:${p.iPos}`), 'item');
    return p.item.questions.map((qi, position) => ({
      companyId,
      materialItemId: item.id,
      questionId: qId(p.d, need(p.d.questions[qi], `question ${qi}`).title),
      position,
    }));
  });
  await tx.materialItemQuestion.createMany({ data: links });

  return disciplines.map((d) => {
    const id = idOf(d);
    const materials = materialRows
      .filter((m) => m.disciplineId === id)
      .sort((a, b) => a.position - b.position)
      .map((m) => ({
        id: m.id,
        name: m.name,
        items: itemRows
          .filter((i) => i.materialId === m.id)
          .sort((a, b) => a.position - b.position)
          .map((i) => ({
            id: i.id,
            materialId: i.materialId,
            disciplineId: i.disciplineId,
            title: i.title,
            type: i.type,
            visible: i.visible,
            questionIds: links
              .filter((l) => l.materialItemId === i.id)
              .sort((a, b) => a.position - b.position)
              .map((l) => l.questionId),
          })),
      }));
    const questions = d.questions.map((q) => {
      const qid = qId(d, q.title);
      const opts = optionRows.filter((o) => o.questionId === qid).sort((a, b) => a.position - b.position);
      return {
        id: qid,
        type: q.type,
        optionIds: opts.map((o) => o.id),
        correctOptionId: opts.find((o) => o.correctAnswer)?.id ?? null,
      };
    });
    return {
      id,
      name: d.name,
      materials,
      items: materials.flatMap((m) => m.items),
      questions,
      topicIds: topicRows
        .filter((t) => t.disciplineId === id)
        .sort((a, b) => a.position - b.position)
        .map((t) => t.id),
    };
  });
}
