import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '@trilha/storage';
import { importInscriptionsCsv } from '@trilha/worker/jobs/inscriptions/import-csv';
import { silentLogger } from '../../packages/jobs/src/types.ts';
import { storedFiles } from '../support/factories/materials.ts';
import { setupApiTest } from '../support/fixture.ts';

// POST /discipline-inscriptions/import/file (issue 29 item 24): the upload streamed to storage
// and checked on the way, the job inscriptions.import-csv, its counts, the refused lines' CSV,
// the same file twice, who may see what.
const t = setupApiTest();
const TABLES = ['discipline_inscriptions', 'inscription_imports', 'inscription_import_rejections'];

type Caller = Parameters<typeof t.as>[0];
const upload = (who: Caller, csv: string | Buffer, disciplineId: number | string, name = 'turma.csv', tenant = t.demo) =>
  t
    .as(who, tenant)
    .post('/discipline-inscriptions/import/file')
    .field('discipline_id', String(disciplineId))
    .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), name);

const sent: { userId: number; event: string; data: Record<string, unknown> }[] = [];
/** Runs the job the API enqueued (API tests record jobs instead of running a worker). */
async function runJobs() {
  const storage = createLocalDiskStorage({ dir: t.storageDir, publicUrlTemplate: 'http://{tenant}.localhost/storage' });
  const emitter = {
    toUser: (userId: number, event: string, data: unknown) => void sent.push({ userId, event, data: data as never }),
  };
  for (const job of t.jobs.splice(0)) {
    expect(job.name).toBe('inscriptions.import-csv');
    await importInscriptionsCsv({ tenantDb: t.tenantDb, storage, emitter })(job.payload as never, {
      id: 'test',
      name: 'inscriptions.import-csv',
      attempt: 1,
      rerun: false,
      logger: silentLogger,
    });
  }
}

const classOf = (disciplineId: number) =>
  t.db.disciplineInscription.findMany({
    where: { disciplineId },
    orderBy: { userId: 'asc' },
    select: { userId: true, role: true },
  });

describe('POST /discipline-inscriptions/import/file', () => {
  it('enrols the valid lines in the background, counts them, and lists the refused ones with their reason in a CSV', async () => {
    const d = await t.create.discipline(t.demo);
    const a = await t.create.user(t.demo, { email: 'file.a@example.com' });
    const b = await t.create.user(t.demo, { email: 'file.b@example.com', type: 'tutor' });
    const already = await t.create.user(t.demo, { email: 'file.in@example.com' });
    await t.create.enroll(t.demo, d.id, already.id);
    await t.create.user(t.demo, { email: 'file.staff@example.com', type: 'supervisor' });
    await t.create.user(t.acme, { email: 'file.acme@example.com' });
    const csv = [
      '\uFEFFEmail;started_at;finished_at',
      'FILE.A@example.com;01/03/2026;30/06/2026', // 2: enrolled
      '', // 3: blank
      'file.b@example.com;;', // 4: enrolled (tutor)
      'file.in@example.com;;', // 5: already enrolled
      'não-é-email;;', // 6
      'file.acme@example.com;;', // 7: another tenant's user
      'file.a@example.com;;', // 8: repeated
      'file.staff@example.com;;', // 9: staff
      '=cmd|calc;;', // 10: a formula, refused and neutralised in the CSV
      'ninguem@example.com;31/02/2026;', // 11
      '"file.x@example.com";2026-06-30;2026-03-01', // 12: window backwards
    ].join('\r\n');
    const res = await upload(t.manager, csv, d.id).expect(202);
    expect(res.body.message).toBe('Arquivo recebido! As matrículas estão sendo processadas');
    expect(res.body.data).toMatchObject({
      status: 'pending',
      total_lines: 10,
      lines_done: 0,
      discipline_id: d.id,
      file_name: 'turma.csv',
    });
    const id = res.body.data.id as number;
    sent.length = 0;
    await runJobs();

    expect((await classOf(d.id)).map((r) => [r.userId, r.role])).toEqual(
      [
        [a.id, 'student'],
        [b.id, 'tutor'],
        [already.id, 'student'],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    const status = await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}`).expect(200);
    expect(status.body.data).toMatchObject({
      status: 'done',
      total_lines: 10,
      lines_done: 10,
      created_count: 2,
      existing_count: 1,
      rejected_count: 7,
      rejected_url: `/discipline-inscriptions/import/file/${id}/rejected`,
      error: null,
    });
    // Live: progress, then done with the same view, to the sender only.
    expect(sent.map((s) => [s.userId, s.event])).toEqual([
      [t.manager.id, '.inscriptions.import.progress'],
      [t.manager.id, '.inscriptions.import.done'],
    ]);
    expect(sent[1]!.data).toEqual(status.body.data);

    const file = await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('turma-recusadas.csv');
    const text = file.text;
    expect(text.startsWith('\uFEFFlinha;email;started_at;finished_at;motivo\r\n')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data.slice(1);
    expect(rows).toEqual([
      ['6', 'não-é-email', '', '', 'E-mail inválido'],
      ['7', 'file.acme@example.com', '', '', 'Usuário não encontrado nesta empresa'],
      ['8', 'file.a@example.com', '', '', 'E-mail repetido no arquivo (linha 2)'],
      ['9', 'file.staff@example.com', '', '', 'Apenas alunos, tutores e professores podem ser matriculados'],
      ['10', "'=cmd|calc", '', '', 'E-mail inválido'],
      ['11', 'ninguem@example.com', '31/02/2026', '', 'Data inválida: use AAAA-MM-DD ou DD/MM/AAAA'],
      ['12', 'file.x@example.com', '2026-06-30', '2026-03-01', 'A data de término deve ser igual ou posterior à data de início'],
    ]);
    // The upload itself is gone once done; the refused lines' file stays; the rejections table is emptied.
    const row = await t.db.inscriptionImport.findFirstOrThrow({ where: { id } });
    expect(await storedFiles(t.storageDir)).not.toContain(row.storageKey);
    expect(await t.db.inscriptionImportRejection.count({ where: { importId: id } })).toBe(0);
  });

  it('the same file twice enrols nobody twice and reports them as already enrolled', async () => {
    const d = await t.create.discipline(t.demo);
    const users = await Promise.all([1, 2, 3].map((n) => t.create.user(t.demo, { email: `twice.${n}@example.com` })));
    const csv = 'email\ntwice.1@example.com\ntwice.2@example.com\ntwice.3@example.com\nninguem.twice@example.com\n';
    const first = (await upload(t.manager, csv, d.id).expect(202)).body.data.id as number;
    await runJobs();
    const second = (await upload(t.manager, csv, d.id).expect(202)).body.data.id as number;
    await runJobs();
    expect((await classOf(d.id)).map((r) => r.userId)).toEqual(users.map((u) => u.id).sort((x, y) => x - y));
    const [r1, r2] = await Promise.all(
      [first, second].map(
        async (id) => (await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}`).expect(200)).body.data,
      ),
    );
    expect(r1).toMatchObject({ status: 'done', created_count: 3, existing_count: 0, rejected_count: 1 });
    expect(r2).toMatchObject({ status: 'done', created_count: 0, existing_count: 3, rejected_count: 1 });
    // The two uploads are recorded with the same checksum (the file is the same).
    const rows = await t.db.inscriptionImport.findMany({ where: { id: { in: [first, second] } }, select: { checksum: true } });
    expect(rows[0]!.checksum).toBe(rows[1]!.checksum);
  });

  it('a teacher enrols in the disciplines they manage, and their file cannot enrol teachers', async () => {
    const teacher = await t.create.user(t.demo, { type: 'teacher' });
    const d = await t.create.discipline(t.demo);
    await t.create.enroll(t.demo, d.id, teacher.id, 'teacher');
    const other = await t.create.discipline(t.demo);
    await t.create.user(t.demo, { email: 'prof.alvo@example.com', type: 'teacher' });
    const s = await t.create.user(t.demo, { email: 'aluno.prof@example.com' });
    await upload(teacher, 'email\naluno.prof@example.com\nprof.alvo@example.com\n', d.id).expect(202);
    await runJobs();
    const mine = await t.db.inscriptionImport.findFirstOrThrow({ where: { requestedById: teacher.id }, orderBy: { id: 'desc' } });
    expect(mine).toMatchObject({ status: 'done', createdCount: 1, rejectedCount: 1 });
    expect((await classOf(d.id)).map((r) => r.userId)).toContain(s.id);
    const refused = await t.as(teacher).get(`/discipline-inscriptions/import/file/${mine.id}/rejected`).expect(200);
    expect(refused.text).toContain('Você não tem permissão para matricular professores');
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    await upload(teacher, 'email\naluno.prof@example.com\n', other.id).expect(404);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('refuses lower roles, other users and other tenants: no job, no file, no row', async () => {
    const d = await t.create.discipline(t.demo);
    await t.create.user(t.demo, { email: 'own.x@example.com' });
    const id = (await upload(t.manager, 'email\nown.x@example.com\nnope\n', d.id).expect(202)).body.data.id as number;
    await runJobs();
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    for (const type of ['student', 'tutor', 'supervisor', 'client'] as const) {
      const who = await t.create.user(t.demo, { type });
      await upload(who, 'email\nown.x@example.com\n', d.id).expect(403);
      await t.as(who).get(`/discipline-inscriptions/import/file/${id}`).expect(403);
      await t.as(who).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(403);
    }
    await t.as(null).post('/discipline-inscriptions/import/file').expect(401);
    // Another manager of the same company: not theirs.
    const colleague = await t.create.user(t.demo, { type: 'manager' });
    await t.as(colleague).get(`/discipline-inscriptions/import/file/${id}`).expect(404);
    await t.as(colleague).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(404);
    // Another tenant's manager: the same id is nothing there; its discipline is not theirs either.
    const acmeManager = await t.create.user(t.acme, { type: 'manager' });
    await t.as(acmeManager, t.acme).get(`/discipline-inscriptions/import/file/${id}`).expect(404);
    await t.as(acmeManager, t.acme).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(404);
    await upload(acmeManager, 'email\nown.x@example.com\n', d.id, 'turma.csv', t.acme).expect(404);
    expect(t.jobs).toEqual([]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
    // The sender downloads it.
    await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(200);
  });

  it('refuses hostile files with a clear message, keeping nothing', async () => {
    const d = await t.create.discipline(t.demo);
    const before = await t.rowCounts(TABLES);
    const files = await storedFiles(t.storageDir);
    const refusal = async (csv: string | Buffer, name = 'turma.csv') => {
      const res = await upload(t.manager, csv, d.id, name).expect(422);
      return res.body.errors.file?.[0] ?? res.body.message;
    };
    // Windows-1252 (Excel's plain "CSV" in pt-BR): "João" as 0x4A 0x6F 0xE3 0x6F.
    expect(await refusal(Buffer.from('email;nome\njoao@example.com;Jo\u00e3o\n', 'latin1'))).toBe(
      'O arquivo não está em UTF-8. No Excel, use Salvar como › "CSV UTF-8 (delimitado por vírgulas)" e envie novamente',
    );
    expect(await refusal(Buffer.from('email\na@b.co\u0000\n'))).toBe('O arquivo não é um CSV de texto: ele contém bytes nulos');
    expect(await refusal('nome,data\nfulano,2026-01-01\n')).toBe(
      'A primeira linha deve ter as colunas email, started_at e finished_at',
    );
    expect(await refusal('email,started_at\n\n;;\n')).toBe('O arquivo não tem nenhuma linha de matrícula');
    expect(await refusal(`email\na@b.co\n${'x'.repeat(5000)}@b.co\n`)).toBe(
      'A linha 3 passa de 4096 bytes: confira se o arquivo é uma lista de matrículas',
    );
    expect(await refusal('email\na@b.co\n', 'turma.xlsx')).toBe('Envie um arquivo .csv');
    expect(await refusal(`email\n${'a@b.co\n'.repeat(200_001)}`)).toBe('O arquivo pode ter no máximo 200000 linhas de matrícula');
    // Without a file, or with a discipline_id that is not one.
    await t.as(t.manager).post('/discipline-inscriptions/import/file').field('discipline_id', String(d.id)).expect(422);
    const bad = await upload(t.manager, 'email\na@b.co\n', 'abc').expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['discipline_id']);
    expect(t.jobs).toEqual([]);
    expect(await t.rowCounts(TABLES)).toEqual(before);
    expect(await storedFiles(t.storageDir)).toEqual(files);
  });

  it('the refused lines are not ready while the import runs, and absent when none was refused', async () => {
    const d = await t.create.discipline(t.demo);
    await t.create.user(t.demo, { email: 'clean.1@example.com' });
    const id = (await upload(t.manager, 'email\nclean.1@example.com\n', d.id).expect(202)).body.data.id as number;
    const pending = await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(409);
    expect(pending.body.message).toBe('A importação ainda não terminou');
    await runJobs();
    const none = await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}/rejected`).expect(404);
    expect(none.body.message).toBe('Nenhuma linha foi recusada nesta importação');
    const data = (await t.as(t.manager).get(`/discipline-inscriptions/import/file/${id}`).expect(200)).body.data;
    expect(data).toMatchObject({ status: 'done', created_count: 1, rejected_count: 0, rejected_url: null });
  });
});
