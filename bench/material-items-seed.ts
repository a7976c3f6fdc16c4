import { createPrismaClient, hashToken } from '@trilha/db';

/**
 * On top of seedBenchDatabase: in every tenant (bench and noise alike), 1 + OTHER_COURSES
 * disciplines, each a course of 10 materials × 20 items (200) of mixed kinds — tasks, urls, iframes, pdf/docx/txt files
 * with File rows, audio, quizzes with 3 questions each — a quarter of them with settings, one in
 * ten protected, a few hidden; the bench student enrolled in the bench tenant's course with a third
 * of the items marked (course 0, the measured one). Deterministic.
 */

/**
 * Other courses of the same shape in every tenant. A tenant has many courses: with the measured
 * course alone, its items were half of material_items and the planner rightly read the whole
 * table, which said nothing about the indexes (docs/benchmarks.md "Honest floor").
 */
const OTHER_COURSES = 9;

export async function seedMaterialItems(url: string, studentToken: string): Promise<{ disciplineId: number }> {
  const db = createPrismaClient(url, { max: 4 });
  try {
    const student = await db.accessToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(studentToken) },
      select: { userId: true },
    });
    const companies = await db.consumer.findMany({ select: { companyId: true, domain: true }, orderBy: { id: 'asc' } });
    let benchDiscipline = 0;
    for (const { companyId, domain } of companies)
      for (let course = 0; course <= OTHER_COURSES; course++) {
        // Course 0 is the measured one; the others make its items a small part of every table.
        const measured = domain === 'bench' && course === 0;
        const discipline = await db.discipline.create({
          data: { companyId, name: course === 0 ? 'Curso completo' : `Curso ${course}`, visible: true },
        });
        if (measured) {
          benchDiscipline = discipline.id;
          await db.disciplineInscription.create({ data: { companyId, disciplineId: discipline.id, userId: student.userId } });
        }
        const questions = await db.question.createManyAndReturn({
          data: Array.from({ length: 30 }, (_, i) => ({
            companyId,
            disciplineId: discipline.id,
            title: `Q${i}`,
            text: `Questão ${i}`,
            type: 'choice' as const,
          })),
          select: { id: true },
        });
        const materials = await db.material.createManyAndReturn({
          data: Array.from({ length: 10 }, (_, m) => ({
            companyId,
            disciplineId: discipline.id,
            name: `Unidade ${m + 1}`,
            position: m,
          })),
          select: { id: true, position: true },
        });
        for (const material of materials) {
          const files = await db.file.createManyAndReturn({
            data: Array.from({ length: 6 }, (_, i) => ({
              companyId,
              storageKey: `private/c${companyId}/file/${material.id.toString(16).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}.pdf`,
              originalName: `apostila-${i}.pdf`,
              mimeType: 'application/pdf',
              size: 100_000 + i,
            })),
            select: { id: true },
          });
          const kinds = ['task', 'url', 'iframe', 'file', 'quiz', 'task', 'file', 'audio', 'url', 'file'] as const;
          const items = await db.materialItem.createManyAndReturn({
            data: Array.from({ length: 20 }, (_, i) => {
              const type = kinds[i % kinds.length]!;
              return {
                companyId,
                materialId: material.id,
                disciplineId: discipline.id,
                title: `Item ${material.position + 1}.${i + 1}`,
                type,
                description: 'Leia o texto e responda às questões propostas no fórum da unidade.',
                url: type === 'url' ? `https://example.com/recurso/${i}` : null,
                iframeCode:
                  type === 'iframe'
                    ? '<iframe src="https://www.youtube.com/embed/abc" loading="lazy" sandbox="allow-scripts allow-same-origin" allowfullscreen></iframe>'
                    : null,
                fileType: type === 'file' ? ('pdf' as const) : null,
                fileId: type === 'file' || type === 'audio' ? files[i % files.length]!.id : null,
                passwordHash:
                  i % 10 === 9 ? '$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHQ$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' : null,
                visible: i !== 19,
                position: i,
              };
            }),
            select: { id: true, type: true, position: true },
          });
          await db.materialItemSettings.createMany({
            data: items
              .filter((it) => it.position % 4 === 0)
              .map((it) => ({
                companyId,
                materialItemId: it.id,
                maxAttempts: 3,
                availableFrom: new Date('2020-01-01'),
                extra: { required: true },
              })),
          });
          await db.materialItemQuestion.createMany({
            data: items
              .filter((it) => it.type === 'quiz')
              .flatMap((it) =>
                [0, 1, 2].map((k) => ({
                  companyId,
                  materialItemId: it.id,
                  questionId: questions[(it.position + k) % 30]!.id,
                  position: k,
                })),
              ),
          });
          if (measured)
            await db.materialItemProgress.createMany({
              data: items
                .filter((it) => it.position % 3 === 0)
                .map((it) => ({
                  companyId,
                  userId: student.userId,
                  materialItemId: it.id,
                  materialId: material.id,
                  disciplineId: discipline.id,
                  checked: true,
                })),
            });
        }
      }
    await db.$executeRawUnsafe('VACUUM ANALYZE');
    return { disciplineId: benchDiscipline };
  } finally {
    await db.$disconnect();
  }
}
