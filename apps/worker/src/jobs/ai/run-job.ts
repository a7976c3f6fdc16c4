import { runAsTenant, type TenantDb } from '@trilha/db';
import type { JobContext, JobHandler } from '@trilha/jobs';
import type { RealtimeEmitter } from '@trilha/realtime-emitter';
import { AI_LIMITS, AI_MESSAGES as M, aiJobSelect, presentAiJob } from '@trilha/shared/ai';
import { recordGeneratedImport } from '../question-import/record-generated.ts';
import type { AiWorkerConfig } from './config.ts';
import { resolveEndpoint } from './endpoint.ts';
import { questionsRequest, toImported, type QuestionsInput } from './generate-questions.ts';
import { topicsRequest, type TopicsInput } from './generate-topics.ts';
import { correctionRequest, keepAsked } from './suggest-correction.ts';
import { analysisRequest } from './analyse-discipline.ts';
import { completeJson, ModelCallError } from './model-call.ts';
import { claimSlot } from './tenant-slots.ts';
import { createCancelWatch, type CancelWatch } from './cancel-watch.ts';

type Deps = { tenantDb: TenantDb; emitter: RealtimeEmitter; ai: AiWorkerConfig };
type RunDeps = Deps & { cancels: CancelWatch };
type Write = (data: Parameters<TenantDb['aiJob']['updateMany']>[0]['data']) => Promise<number>;

const FAILURE_MESSAGES: Record<ModelCallError['reason'], string> = {
  endpoint: M.aiEndpointFailed,
  timeout: M.aiTimedOut,
  invalid: M.aiInvalidOutput,
  cancelled: M.aiJobCancelled,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Job `ai.generate`: one model call for row ai_jobs.id, as the payload's tenant. Waits for a slot
 * of its company (AI_TENANT_CONCURRENCY), resolves the endpoint (the company's, else the
 * platform's), asks for JSON of the feature's schema (one retry on a failed or invalid answer) and
 * writes the result. Progress and the outcome go live to whoever started it (`.ai.job.updated` on
 * users.{id}). A cancellation (POST /ai/jobs/{id}/cancel) is seen within a second: the HTTP call is
 * aborted and nothing is written. Failures the model or endpoint cause end the job `failed` with a
 * pt-BR message and no BullMQ retry; anything else (the database) throws, and BullMQ retries once.
 */
export function runAiJob(deps: Deps): JobHandler<'ai.generate'> {
  const run: RunDeps = { ...deps, cancels: createCancelWatch(deps.tenantDb, deps.ai.cancelPollMs) };
  return ({ company_id: companyId, job_id: jobId }, ctx) =>
    runAsTenant(companyId, async () => {
      const db = deps.tenantDb;
      // Everything the job needs, read once (the claim below re-checks the status under its lock).
      const row = await db.aiJob.findFirst({ where: { id: jobId }, select: jobFields });
      if (!row) return;
      // A write of a running job and its live push in one statement (UPDATE … RETURNING): a
      // cancelled job is not overwritten, and nothing is pushed for it. Returns the rows written.
      const write: Write = async (data) => {
        const rows = await db.aiJob.updateManyAndReturn({ where: { id: jobId, status: 'running' }, data, select: aiJobSelect });
        if (rows[0]) deps.emitter.toUser(row.userId, '.ai.job.updated', presentAiJob(rows[0]));
        return rows.length;
      };

      // Slot: wait (every 250 ms) while the company's calls are all taken.
      const staleMs = deps.ai.timeoutMs * 2 + 30_000;
      for (;;) {
        const claim = await claimSlot(db, companyId, jobId, {
          limit: deps.ai.tenantConcurrency,
          staleMs,
          retry: ctx.rerun,
        });
        if (claim === 'gone') return;
        if (claim !== 'full') {
          deps.emitter.toUser(row.userId, '.ai.job.updated', presentAiJob(claim));
          break;
        }
        await sleep(250);
      }

      try {
        await generate(run, companyId, jobId, row, ctx, write);
      } catch (err) {
        // The last attempt of a job that keeps failing (not the model: the worker) ends it visibly.
        if (ctx.attempt >= 2) {
          await write({ status: 'failed', progress: 100, finishedAt: new Date(), error: M.aiQuestionsFailed });
        }
        throw err;
      }
    });
}

const jobFields = { userId: true, status: true, kind: true, disciplineId: true, attemptId: true, input: true } as const;
/** The job's row as the handler reads it once. */
type JobRow = { userId: number; kind: string; disciplineId: number | null; attemptId: number | null; input: unknown };

async function generate(
  deps: RunDeps,
  companyId: number,
  jobId: number,
  job: JobRow,
  ctx: JobContext<'ai.generate'>,
  write: Write,
) {
  const db = deps.tenantDb;
  const fail = async (message: string) => {
    await write({ status: 'failed', progress: 100, finishedAt: new Date(), error: message });
  };

  const endpoint = await resolveEndpoint(db, companyId, deps.ai);
  if ('error' in endpoint) return fail(endpoint.error);

  // Cancellation: the process's watcher re-reads the running rows; a cancelled row aborts the call.
  const watch = deps.cancels.watch(companyId, jobId);
  const abort = { signal: watch.signal };

  const log = (obj: Record<string, unknown>, msg: string) => ctx.logger.warn({ jobId: ctx.id, aiJob: jobId, ...obj }, msg);
  const call = <T>(request: Parameters<typeof completeJson<T>>[1]) =>
    completeJson(endpoint, request, {
      signal: abort.signal,
      timeoutMs: deps.ai.timeoutMs,
      retryDelayMs: deps.ai.retryDelayMs,
      log,
      onAttempt: async (n) => {
        if (n === 1) return;
        await write({ progress: 50 });
      },
    });

  try {
    if (job.kind === 'analysis') {
      // The content as its staff see it (nothing deleted), bounded so a huge discipline stays one prompt.
      const d = await db.discipline.findFirst({
        where: { id: job.disciplineId! },
        select: {
          name: true,
          topics: {
            where: { deletedAt: null },
            select: { title: true, description: true },
            orderBy: { position: 'asc' },
            take: 100,
          },
          materials: {
            where: { deletedAt: null },
            select: {
              name: true,
              items: { where: { deletedAt: null }, select: { title: true, type: true }, orderBy: { position: 'asc' }, take: 50 },
            },
            orderBy: { position: 'asc' },
            take: 50,
          },
        },
      });
      if (!d) return fail(M.aiAnalysisFailed);
      const analysis = await call(analysisRequest(d));
      await write({ status: 'done', progress: 100, result: { analysis }, finishedAt: new Date(), error: null });
      return;
    }

    if (job.kind === 'correction') {
      const answers = await db.attemptAnswer.findMany({
        where: { attemptId: job.attemptId!, answerText: { not: null }, question: { type: 'descriptive' } },
        select: { id: true, answerText: true, question: { select: { title: true, text: true, answer: true } } },
        orderBy: { id: 'asc' },
        take: AI_LIMITS.correctionAnswersMax,
      });
      if (answers.length === 0) return fail(M.aiNothingToCorrect);
      const asked = answers.map((a) => ({
        answer_id: a.id,
        question: `${a.question.title}\n${a.question.text}`,
        expected: a.question.answer,
        answer: a.answerText!,
      }));
      const corrections = keepAsked(await call(correctionRequest(asked)), asked);
      if (corrections.length === 0) return fail(M.aiInvalidOutput);
      // Stored on the job only: the attempt is graded when staff save (PUT /attempts/{id}/feedback).
      await write({ status: 'done', progress: 100, result: { corrections }, finishedAt: new Date(), error: null });
      return;
    }

    if (job.kind === 'topics') {
      const input = job.input as TopicsInput;
      const discipline = await db.discipline.findFirst({
        where: { id: job.disciplineId! },
        select: { name: true, topics: { select: { title: true }, orderBy: { id: 'asc' }, take: 50 } },
      });
      if (!discipline) return fail(M.aiTopicsFailed);
      const out = await call(topicsRequest(input, { name: discipline.name, existing: discipline.topics.map((t) => t.title) }));
      const topics = out.topics.slice(0, input.amount);
      // Only if not cancelled meanwhile.
      if (await write({ status: 'done', progress: 100, result: { topics }, finishedAt: new Date(), error: null }))
        ctx.logger.info({ jobId: ctx.id, aiJob: jobId, topics: topics.length }, 'ai: topics generated');
      return;
    }

    const input = job.input as QuestionsInput;
    const out = await call(questionsRequest(input));
    const questions = toImported(out, input.amount);
    // The import and the job's result in one transaction, only if the job was not cancelled
    // meanwhile: a cancelled generation leaves no import behind.
    const done = await db
      .$transaction(async (tx) => {
        const importId = await recordGeneratedImport(tx, {
          userId: job.userId,
          disciplineId: job.disciplineId!,
          fileName: M.aiGeneratedFileName,
          questions,
        });
        const [row] = await tx.aiJob.updateManyAndReturn({
          where: { id: jobId, status: 'running' },
          data: { status: 'done', progress: 100, importId, finishedAt: new Date(), error: null },
          select: aiJobSelect,
        });
        if (!row) throw new CancelledMeanwhile();
        return row;
      })
      .catch((err) => {
        if (err instanceof CancelledMeanwhile) return null;
        throw err;
      });
    if (done !== null) {
      ctx.logger.info(
        { jobId: ctx.id, aiJob: jobId, importId: done.importId, questions: questions.length },
        'ai: questions generated',
      );
      // Pushed once committed: the import it names exists.
      deps.emitter.toUser(job.userId, '.ai.job.updated', presentAiJob(done));
    }
  } catch (err) {
    if (err instanceof ModelCallError) return err.reason === 'cancelled' ? undefined : fail(FAILURE_MESSAGES[err.reason]);
    throw err;
  } finally {
    watch.stop();
  }
}

class CancelledMeanwhile extends Error {}
