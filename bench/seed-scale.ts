/**
 * `pnpm seed:scale [--scale F] [--database NAME] [--domain LABEL] [--checked]`: one tenant of real
 * size (issue 21 item 3) in its own database, dropped and recreated (default trilha_scale;
 * SCALE_DATABASE_URL gives the server). At F = 1: 100,000 students, 1,000 teachers, 1,000
 * disciplines, 5,000 materials, 50,000 items (10,000 quizzes), 50,000 questions (160,000 options),
 * 1M inscriptions and progress rows, 2M attempts, 10M answers, 2M grades, 1M notifications and
 * one access token per user. Every count is F times these; what one person or one discipline holds
 * stays the same at every F (10 inscriptions and 20 attempts and 10 notifications per student,
 * about 1,000 students per discipline, 200 attempts per quiz), so a list of one discipline or one
 * student costs the same in a small tenant and a big one, and only what grows with the tenant
 * differs: that is what bench/scale.bench.ts compares.
 *
 * Set-based: each table is one `INSERT ... SELECT` over generate_series (or over the rows just
 * written), never a round trip per row. Deterministic (no random()): the same F gives the same
 * data. By default the load runs with `session_replication_role = replica`, which skips the
 * foreign-key and tenant-consistency triggers (their per-row cost is most of the load time);
 * `--checked` keeps them, which proves every key the generator writes against the constraints
 * (`pnpm seed:scale --scale 0.01 --checked`: 42 s instead of 6; too slow for the plans test, which
 * seeds unchecked). The counts the triggers keep (company_member_counts,
 * discipline_inscription_counts) are recounted at the end with trilha_refresh_counts, checked or not.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword, migrateDatabase } from '@trilha/db';

export type ScaleOptions = { scale: number; domain?: string; checked?: boolean; log?: (line: string) => void };
export type ScaleSeeded = {
  companyId: number;
  domain: string;
  counts: Record<string, number>;
  seconds: number;
  bytes: number;
  /** Emails of the people the lists are read as. */
  actors: { manager: string; teacher: string; student: string };
};

/** The full-size tenant (F = 1). */
export const FULL = {
  students: 100_000,
  teachers: 1_000,
  disciplines: 1_000,
  materialsPerDiscipline: 5,
  itemsPerMaterial: 10,
  /** Items at these positions of a material are quizzes (2 of 10: 10,000 quizzes at F = 1). */
  quizPositions: [4, 9],
  questionsPerQuiz: 5,
  optionsPerChoice: 4,
  inscriptionsPerStudent: 10,
  attemptsPerStudent: 20,
  notificationsPerStudent: 10,
} as const;

const SUBJECTS = [
  'Álgebra',
  'Biologia',
  'Cálculo',
  'Direito',
  'Economia',
  'Física',
  'Geografia',
  'História',
  'Inglês',
  'Química',
  'Redação',
  'Sociologia',
];
// Words of the question texts: the bench searches one of them (fotossíntese: 1 question in 40).
const WORDS = [
  'energia',
  'célula',
  'mercado',
  'contrato',
  'derivada',
  'fotossíntese',
  'revolução',
  'território',
  'oxidação',
  'argumento',
  'população',
  'vetor',
  'inflação',
  'ecossistema',
  'soberania',
  'molécula',
  'integral',
  'cidadania',
  'clima',
  'narrativa',
];

const sqlArray = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/** Refuses the shared databases: the seed drops what it is given. */
export function scaleDatabaseName(url: string): string {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name) || ['postgres', 'test', 'root', 'template0', 'template1'].includes(name))
    throw new Error(`refusing to drop and seed database "${name}": give the seed its own (e.g. trilha_scale)`);
  return name;
}

/** Drops and recreates the database of `url`, migrates it, and seeds one tenant of factor `scale`. */
export async function seedScaleDatabase(url: string, options: ScaleOptions): Promise<ScaleSeeded> {
  const name = scaleDatabaseName(url);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  await migrateDatabase(url);
  return seedScaleTenant(url, options);
}

/** Seeds one tenant of factor `scale` into an already migrated database (several tenants may share one). */
export async function seedScaleTenant(url: string, options: ScaleOptions): Promise<ScaleSeeded> {
  const f = options.scale;
  if (!(f > 0 && f <= 10)) throw new Error(`--scale must be in (0, 10] (got ${f})`);
  const domain = options.domain ?? 'scale';
  if (!/^[a-z0-9-]+$/.test(domain)) throw new Error(`bad domain label ${domain}`);
  const log = options.log ?? (() => {});
  const n = (full: number) => Math.max(1, Math.round(full * f));
  const S = n(FULL.students);
  const T = n(FULL.teachers);
  const D = Math.max(2, n(FULL.disciplines));
  const K = Math.min(FULL.inscriptionsPerStudent, D); // inscriptions per student
  const STEP = Math.floor(D / K); // a student's k-th discipline: (s + k·STEP) mod D, distinct for k < K
  const M = FULL.materialsPerDiscipline;
  const I = FULL.itemsPerMaterial;
  const QP = sqlArray(FULL.quizPositions.map(String));
  const QUIZZES = FULL.quizPositions.length * M; // per discipline
  const passwordHash = await hashPassword('scale-password');

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const counts: Record<string, number> = {};
  const step = async (table: string, sql: string, values: unknown[] = []) => {
    const t0 = performance.now();
    const r = await client.query(sql, values);
    counts[table] = (counts[table] ?? 0) + (r.rowCount ?? 0);
    // Later steps join what this one wrote: the planner needs its size (a sample, inside the transaction).
    await client.query(`ANALYZE ${table}`);
    log(`${table}: ${r.rowCount} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    if (!options.checked) await client.query(`SET session_replication_role = replica`);
    // The big statements sort and hash millions of rows: give this session room (not the server).
    await client.query(`SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'`);
    await client.query('BEGIN');
    const {
      rows: [company],
    } = await client.query<{ id: number }>(
      `INSERT INTO companies (name, students, materials_license, topic_generator, updated_at)
       VALUES ($1, $2, 1, true, now()) RETURNING id`,
      [`Empresa ${domain}`, S],
    );
    const c = company!.id;
    await client.query(`INSERT INTO consumers (company_id, name, domain, updated_at) VALUES ($1, $2, $3, now())`, [
      c,
      `Empresa ${domain}`,
      domain,
    ]);

    // Users: #0 the manager, 1..T teachers, T+1..T+S students. Their ids are read back by email
    // order below (u.n), so nothing assumes the sequence is contiguous.
    await step(
      'users',
      `INSERT INTO users (name, email, password_hash, type, points, created_at, updated_at)
       SELECT (${sqlArray(['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Marcos'])})[1 + (g * 7) % 12]
                || ' ' || (${sqlArray(['Silva', 'Souza', 'Oliveira', 'Santos', 'Lima', 'Costa', 'Pereira', 'Almeida', 'Ferreira', 'Rodrigues'])})[1 + (g * 13) % 10]
                || ' ' || g,
              $1::text || '-' || lpad(g::text, 7, '0') || '@scale.local', $2,
              (CASE WHEN g = 0 THEN 'manager' WHEN g <= ${T} THEN 'teacher' ELSE 'student' END)::"UserType",
              (g * 37) % 500, now() - make_interval(days => g % 700), now()
         FROM generate_series(0, ${T + S}) g`,
      [domain, passwordHash],
    );
    // The tenant's people, numbered: n = 0 manager, 1..T teachers, T+1.. students.
    await client.query(
      `CREATE TEMP TABLE people ON COMMIT DROP AS
       SELECT id, name, (substring(email from '-(\\d+)@'))::int AS n FROM users WHERE email LIKE $1::text || '-%@scale.local'`,
      [domain],
    );
    await client.query(`CREATE UNIQUE INDEX ON people (n); ANALYZE people`);
    await step('company_users', `INSERT INTO company_users (company_id, user_id) SELECT $1, id FROM people`, [c]);
    // One live session per person: the token lookup works over a realistic access_tokens.
    await step(
      'access_tokens',
      `INSERT INTO access_tokens (user_id, token_hash, expires_at)
       SELECT id, md5($1::text || n) || md5(n || $1::text), now() + interval '30 days' FROM people`,
      [domain],
    );

    await step(
      'disciplines',
      `INSERT INTO disciplines (company_id, name, description, visible, type, owner_id, created_at, updated_at)
       SELECT $1, (${sqlArray(SUBJECTS)})[1 + (d * 5) % ${SUBJECTS.length}] || ' ' || ((d * 7919) % 100000),
              'Conteúdo programático, bibliografia e critérios de avaliação da disciplina.',
              d % 20 <> 7, 'own', t.id, now() - make_interval(days => d % 365), now()
         FROM generate_series(0, ${D - 1}) d JOIN people t ON t.n = 1 + d % ${T}`,
      [c],
    );
    await client.query(
      `CREATE TEMP TABLE discs ON COMMIT DROP AS
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM disciplines WHERE company_id = $1`,
      [c],
    );
    await client.query(`CREATE UNIQUE INDEX ON discs (k); ANALYZE discs`);

    await step(
      'materials',
      `INSERT INTO materials (company_id, discipline_id, name, position, updated_at)
       SELECT $1, d.id, 'Módulo ' || (m + 1), m, now() FROM discs d, generate_series(0, ${M - 1}) m`,
      [c],
    );
    await step(
      'material_items',
      `INSERT INTO material_items (company_id, material_id, discipline_id, title, type, url, position, updated_at)
       SELECT $1, m.id, m.discipline_id,
              CASE WHEN p::text = ANY (${QP}) THEN 'Questionário ' ELSE 'Leitura ' END || (m.position + 1) || '.' || (p + 1),
              (CASE WHEN p::text = ANY (${QP}) THEN 'quiz' ELSE 'url' END)::"MaterialItemType",
              CASE WHEN p::text = ANY (${QP}) THEN NULL ELSE 'https://example.com/leitura/' || m.id || '/' || p END,
              p, now()
         FROM materials m, generate_series(0, ${I - 1}) p WHERE m.company_id = $1`,
      [c],
    );
    // The quizzes of each discipline, numbered 0..QUIZZES-1 (the attempts pick them by number).
    await client.query(
      `CREATE TEMP TABLE quizzes ON COMMIT DROP AS
       SELECT i.id, i.discipline_id, d.k AS dk,
              (row_number() OVER (PARTITION BY i.discipline_id ORDER BY i.id) - 1)::int AS q
         FROM material_items i JOIN discs d ON d.id = i.discipline_id
        WHERE i.company_id = $1 AND i.type = 'quiz'`,
      [c],
    );
    await client.query(`CREATE UNIQUE INDEX ON quizzes (dk, q); ANALYZE quizzes`);
    await step(
      'material_item_settings',
      `INSERT INTO material_item_settings (company_id, material_item_id, max_attempts, passing_grade, updated_at)
       SELECT $1, id, 3, 6, now() FROM quizzes`,
      [c],
    );

    // Questions: QUESTIONS_PER_QUIZ per quiz, every 5th descriptive, texts from WORDS.
    const W = WORDS.length;
    await step(
      'questions',
      `INSERT INTO questions (company_id, discipline_id, author_id, title, text, type, answer, created_at, updated_at)
       SELECT $1, z.discipline_id, d.owner_id, 'Questão ' || (z.q + 1) || '.' || (j + 1) || ' de ' || d.name,
              'Explique a relação entre ' || w[1 + (z.id * 3 + j) % ${W}] || ' e ' || w[1 + (z.id * 7 + j * 11 + 1) % ${W}]
                || ' no contexto de ' || w[1 + (z.id * 13 + j * 5 + 2) % ${W}] || ', com um exemplo de ' || d.name || '.',
              (CASE WHEN j = 4 THEN 'descriptive' ELSE 'choice' END)::"QuestionType",
              CASE WHEN j = 4 THEN 'Resposta esperada: definição, exemplo e consequência.' END,
              now() - make_interval(days => (z.id + j) % 365), now()
         FROM quizzes z JOIN disciplines d ON d.id = z.discipline_id, generate_series(0, ${FULL.questionsPerQuiz - 1}) j,
              (SELECT ${sqlArray(WORDS)} AS w) words
        ORDER BY z.id, j`,
      [c],
    );
    // Questions were inserted in (quiz, j) order: number them back the same way to link them.
    await step(
      'material_item_questions',
      `INSERT INTO material_item_questions (company_id, material_item_id, question_id, position)
       SELECT $1, z.id, qs.id, qs.j
         FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS r,
                      ((row_number() OVER (ORDER BY id) - 1) % ${FULL.questionsPerQuiz})::int AS j
                 FROM questions WHERE company_id = $1) qs
         JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS r FROM quizzes) z
           ON z.r = qs.r / ${FULL.questionsPerQuiz}`,
      [c],
    );
    await step(
      'question_options',
      `INSERT INTO question_options (company_id, question_id, text, correct_answer, position, updated_at)
       SELECT $1, q.id, 'Alternativa ' || chr(65 + o), o = q.id % ${FULL.optionsPerChoice}, o, now()
         FROM questions q, generate_series(0, ${FULL.optionsPerChoice - 1}) o
        WHERE q.company_id = $1 AND q.type = 'choice'`,
      [c],
    );

    // Inscriptions: student s in disciplines (s + k·STEP) mod D, k < K; 90% active. The learner's
    // name is written here: the trigger that copies it is skipped in replica mode.
    await step(
      'discipline_inscriptions',
      `INSERT INTO discipline_inscriptions (company_id, discipline_id, user_id, user_name, role, status, created_at)
       SELECT $1, d.id, p.id, p.name, 'student',
              (CASE WHEN (p.n + x) % 10 = 3 THEN 'finished' ELSE 'active' END)::"InscriptionStatus",
              now() - make_interval(days => (p.n + x) % 300)
         FROM people p, generate_series(0, ${K - 1}) x, discs d
        WHERE p.n > ${T} AND d.k = (p.n + x * ${STEP}) % ${D}`,
      [c],
    );
    await step(
      'discipline_progress',
      `INSERT INTO discipline_progress (company_id, user_id, discipline_id, checked_items, total_items, progress, updated_at)
       SELECT $1, i.user_id, i.discipline_id, (i.id % 51), 50, (i.id % 51) * 2, now()
         FROM discipline_inscriptions i WHERE i.company_id = $1`,
      [c],
    );

    // Attempts: student s's j-th attempt is at quiz ((j div K) + s div D) mod QUIZZES of their
    // (j mod K)-th discipline (s div D spreads a class over every quiz of the discipline: 200
    // attempts per quiz at every F); the first one still open (one open attempt per person and item).
    await step(
      'attempts',
      `INSERT INTO attempts (company_id, material_item_id, user_id, status, started_at, finished_at, checked, checked_at, score, created_at, updated_at)
       SELECT $1, z.id, p.id, (CASE WHEN j = 0 THEN 'started' ELSE 'finished' END)::"AttemptStatus",
              t.started, CASE WHEN j > 0 THEN t.started + interval '25 minutes' END,
              j > 0, CASE WHEN j > 0 THEN t.started + interval '25 minutes' END,
              CASE WHEN j > 0 THEN ((p.n * 7 + j * 3) % 11)::float8 END, t.started, now()
         FROM people p, generate_series(0, ${FULL.attemptsPerStudent - 1}) j,
              LATERAL (SELECT now() - make_interval(days => (p.n + j * 17) % 400, mins => (p.n * 31 + j) % 1440) AS started) t,
              quizzes z
        WHERE p.n > ${T} AND z.dk = (p.n + (j % ${K}) * ${STEP}) % ${D} AND z.q = (j / ${K} + p.n / ${D}) % ${QUIZZES}
        ORDER BY p.n, j`,
      [c],
    );
    // Answers: every question of the attempt's quiz; choice ones pick an option, descriptive ones
    // are text, one in three still unscored (the attempts list's "pending").
    await step(
      'attempt_answers',
      `INSERT INTO attempt_answers (company_id, attempt_id, question_id, option_id, answer_text, is_correct, score, created_at, updated_at)
       SELECT $1, a.id, l.question_id, o.id,
              CASE WHEN o.id IS NULL THEN 'Resposta dissertativa do estudante.' END,
              CASE WHEN o.id IS NOT NULL THEN o.correct_answer END,
              CASE WHEN o.id IS NOT NULL THEN (CASE WHEN o.correct_answer THEN 2 ELSE 0 END)
                   WHEN a.id % 3 <> 0 THEN 1 END,
              a.started_at, a.started_at
         FROM attempts a
         JOIN material_item_questions l ON l.company_id = $1 AND l.material_item_id = a.material_item_id
         LEFT JOIN question_options o ON o.company_id = $1 AND o.question_id = l.question_id
                                     AND o.position = (a.id + l.position) % ${FULL.optionsPerChoice}
        WHERE a.company_id = $1`,
      [c],
    );
    // Grades: the latest attempt per person and quiz.
    await step(
      'grades',
      `INSERT INTO grades (company_id, discipline_id, material_item_id, user_id, attempt_id, value, status, graded_at, created_at, updated_at)
       SELECT DISTINCT ON (a.material_item_id, a.user_id) $1, z.discipline_id, a.material_item_id, a.user_id, a.id,
              CASE WHEN a.status = 'finished' THEN a.score END,
              (CASE WHEN a.status = 'finished' THEN 'graded' ELSE 'pending' END)::"GradeStatus",
              a.finished_at, a.started_at, now()
         FROM attempts a JOIN quizzes z ON z.id = a.material_item_id
        WHERE a.company_id = $1
        ORDER BY a.material_item_id, a.user_id, a.started_at DESC`,
      [c],
    );
    // Notifications: 10 per student about their disciplines, 7 in 10 read.
    await step(
      'notifications',
      `INSERT INTO notifications (company_id, user_id, type, title, read_at, discipline_id, subject_id, created_at)
       SELECT $1, p.id, 'material_created', 'Novo material em ' || d.name,
              CASE WHEN j % 10 < 7 THEN t.at + interval '2 hours' END, d.id, NULL, t.at
         FROM people p, generate_series(0, ${FULL.notificationsPerStudent - 1}) j,
              LATERAL (SELECT now() - make_interval(days => j * 9 + p.n % 9, mins => p.n % 1440) AS at) t,
              discs k JOIN disciplines d ON d.id = k.id
        WHERE p.n > ${T} AND k.k = (p.n + (j % ${K}) * ${STEP}) % ${D}`,
      [c],
    );
    // The counts the database keeps (members per type, active inscriptions per discipline): their
    // triggers did not fire under session_replication_role = replica.
    const tc = performance.now();
    await client.query(`SELECT trilha_refresh_counts($1)`, [c]);
    log(`counts: ${((performance.now() - tc) / 1000).toFixed(1)} s`);
    await client.query('COMMIT');
    // Statistics for the planner and the visibility map (index-only scans) now, as autovacuum
    // would leave a table that has lived a while, not at its leisure.
    const t0 = performance.now();
    await client.query('VACUUM (ANALYZE)');
    log(`vacuum analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const seconds = (performance.now() - started) / 1000;
    const {
      rows: [size],
    } = await client.query<{ bytes: string }>(`SELECT pg_database_size(current_database())::text AS bytes`);
    const email = (i: number) => `${domain}-${String(i).padStart(7, '0')}@scale.local`;
    return {
      companyId: c,
      domain,
      counts,
      seconds,
      bytes: Number(size!.bytes),
      actors: { manager: email(0), teacher: email(1), student: email(T + 1) },
    };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const scale = Number(arg('scale') ?? 1);
  const base = process.env.SCALE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/trilha_scale';
  const database = arg('database');
  const url = database ? base.replace(/\/[^/?]+(\?|$)/, `/${database}$1`) : base;
  const out = await seedScaleDatabase(url, {
    scale,
    domain: arg('domain'),
    checked: process.argv.includes('--checked'),
    log: (l) => console.log(`  ${l}`),
  });
  console.log(
    `seeded ${new URL(url).pathname.slice(1)} (scale ${scale}, tenant ${out.domain}.*): ${out.seconds.toFixed(0)} s, ` +
      `${(out.bytes / 2 ** 30).toFixed(2)} GiB on disk`,
  );
  console.log(JSON.stringify({ counts: out.counts, actors: out.actors }));
}
