import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bundled OpenAI-compatible endpoint (POST …/chat/completions, GET …/models) with deterministic
 * answers, configurable latency and injectable failures. The tests and the embedded platform
 * (`pnpm start` without OPENAI_BASE_URL) use it; nothing leaves the machine. It answers the
 * platform's own requests: a question generation is read from its `Quantidade:`, `Tipos:` and
 * `Assunto:` lines (apps/worker/src/jobs/ai/generate-questions.ts), a topic generation from its
 * `Tópicos:` and `Disciplina:` lines (generate-topics.ts), a correction from its `Correção:` ids
 * and each `Resposta do aluno:` (suggest-correction.ts), an analysis from its `Análise:` line
 * (analyse-discipline.ts). docs/ai.md "The stub".
 */
export type StubFailure =
  /** HTTP 500 with an OpenAI-style error body. */
  | 'http-500'
  /** 200, but the content is not JSON. */
  | 'invalid-json'
  /** 200, JSON of the wrong shape. */
  | 'wrong-shape'
  /** Never answers (until the client gives up or the stub closes). */
  | 'hang'
  /** 200, the right shape, but the first question is a choice without a correct option. */
  | 'bad-question';

export type StubRequest = {
  path: string;
  authorization: string | null;
  model: string | null;
  responseFormat: string | null;
  user: string;
};

export type AiStubOptions = {
  port?: number;
  host?: string;
  /** Delay of every answer (ms). */
  latencyMs?: number;
  /** false: answer 400 to `response_format: json_schema`, as endpoints without structured outputs do. */
  structuredOutputs?: boolean;
  /** Keep the last N requests in `requests` (default 1000). */
  keepRequests?: number;
};

export type AiStub = {
  url: string;
  /** The requests answered so far (oldest first): what tests assert keys and models on. */
  readonly requests: StubRequest[];
  /** Completions being answered right now, and the most there ever were at once. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  setLatency(ms: number): void;
  /**
   * Completions wait, once received, until `release()` (or their client gives up): a test then
   * sees how many calls are in flight at once without depending on how fast the machine is.
   */
  hold(): void;
  release(): void;
  setStructuredOutputs(on: boolean): void;
  /** The next `times` completions fail this way (queued after any earlier injections). */
  fail(kind: StubFailure, times?: number): void;
  /** Forget injected failures and recorded requests; release held completions. */
  reset(): void;
  close(): Promise<void>;
};

type Q = {
  title: string;
  text: string;
  type: string;
  answer: string | null;
  options: { text: string; correct_answer: boolean }[];
  feedbacks: { text: string }[];
};

/** The deterministic questions the stub answers: `amount` of them, the types in turn. */
export function stubQuestions(subject: string, amount: number, types: readonly string[]): Q[] {
  const topic = subject.replace(/\s+/g, ' ').trim().slice(0, 60) || 'o assunto';
  const kinds = types.length ? types : ['choice', 'true-or-false', 'descriptive'];
  return Array.from({ length: amount }, (_, k) => {
    const i = k + 1;
    const type = kinds[k % kinds.length]!;
    const title = `${topic} — questão ${i}`.slice(0, 255);
    if (type === 'true-or-false') {
      const correctIsTrue = i % 2 === 1;
      return {
        title,
        text: `Verdadeiro ou falso: a afirmação ${i} sobre ${topic} está correta.`,
        type,
        answer: null,
        options: [
          { text: 'Verdadeiro', correct_answer: correctIsTrue },
          { text: 'Falso', correct_answer: !correctIsTrue },
        ],
        feedbacks: [{ text: `A afirmação ${i} é ${correctIsTrue ? 'verdadeira' : 'falsa'}.` }],
      };
    }
    if (type === 'descriptive')
      return {
        title,
        text: `Explique, com suas palavras, o ponto ${i} de ${topic}.`,
        type,
        answer: `Resposta esperada ${i} sobre ${topic}.`,
        options: [],
        feedbacks: [{ text: `Cite os conceitos centrais do ponto ${i}.` }],
      };
    const right = i % 4;
    return {
      title,
      text: `Sobre ${topic}: qual alternativa está correta? (${i})`,
      type: 'choice',
      answer: null,
      options: [0, 1, 2, 3].map((o) => ({
        text: `Alternativa ${String.fromCharCode(65 + o)} da questão ${i}`,
        correct_answer: o === right,
      })),
      feedbacks: [{ text: `A alternativa ${String.fromCharCode(65 + right)} é a correta.` }],
    };
  });
}

/** The deterministic topics the stub answers for a discipline. */
export function stubTopics(discipline: string, amount: number): { title: string; description: string }[] {
  const name = discipline.trim().slice(0, 80) || 'a disciplina';
  return Array.from({ length: amount }, (_, k) => ({
    title: `${name}: tópico ${k + 1}`,
    description: `Conceitos da parte ${k + 1} de ${name}, do básico ao aplicado.`,
  }));
}

function answerFor(user: string, badFirst = false): string {
  const analysis = /^Análise:\s*(.*)$/m.exec(user);
  if (analysis) {
    const topics = (user.split('Materiais:')[0]!.match(/^- /gm) ?? []).length;
    return JSON.stringify({
      summary: `A disciplina ${analysis[1]} tem ${topics} tópico(s) na ementa.`,
      strengths: topics ? ['Os tópicos seguem uma sequência do básico ao aplicado.'] : [],
      gaps: topics < 3 ? ['Poucos tópicos para cobrir a ementa: detalhe os conteúdos.'] : [],
      suggestions: ['Inclua uma avaliação ao fim de cada material.'],
    });
  }
  const correction = /^Correção:\s*(.*)$/m.exec(user);
  if (correction) {
    // Deterministic: a longer answer scores more (capped at 10), one comment per answer.
    const ids = correction[1]!
      .split(',')
      .map((x) => Number(x.trim()))
      .filter(Number.isInteger);
    return JSON.stringify({
      corrections: ids.map((id) => {
        const answer = new RegExp(`answer_id: ${id}\\n[\\s\\S]*?Resposta do aluno: (.*)`).exec(user)?.[1] ?? '';
        const score = Math.min(10, Math.round(answer.trim().split(/\s+/).filter(Boolean).length) / 2);
        return {
          answer_id: id,
          score,
          comment: `Resposta com ${answer.trim().length} caracteres: revise os conceitos centrais.`,
        };
      }),
    });
  }
  const topics = /^Tópicos:\s*(\d+)/m.exec(user);
  if (topics) {
    const discipline = /^Disciplina:\s*(.*)$/m.exec(user)?.[1] ?? '';
    return JSON.stringify({ topics: stubTopics(discipline, Math.min(Math.max(Number(topics[1]), 1), 100)) });
  }
  const amount = Math.min(Math.max(Number(/^Quantidade:\s*(\d+)/m.exec(user)?.[1] ?? 5), 1), 500);
  const types = (/^Tipos:\s*(.*)$/m.exec(user)?.[1] ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const subject = /^Assunto:\s*\n?([\s\S]*)$/m.exec(user)?.[1] ?? user;
  const questions = stubQuestions(subject, amount, types);
  if (badFirst && questions[0]) questions[0].options = questions[0].options.map((o) => ({ ...o, correct_answer: false }));
  return JSON.stringify({ questions });
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const completion = (model: string, content: string) => ({
  id: `chatcmpl-stub-${Date.now()}`,
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
});

export async function startAiStub(o: AiStubOptions = {}): Promise<AiStub> {
  let latencyMs = o.latencyMs ?? 0;
  let structured = o.structuredOutputs ?? true;
  const keep = o.keepRequests ?? 1000;
  const failures: StubFailure[] = [];
  const requests: StubRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  let maxInFlight = 0;
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  const release = () => {
    gate?.open();
    gate = null;
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (req.method === 'GET' && path.endsWith('/models'))
      return json(res, 200, { object: 'list', data: [{ id: 'trilha-stub', object: 'model', owned_by: 'trilha' }] });
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) return json(res, 404, { error: { message: 'not found' } });
    let body: { model?: string; messages?: { role: string; content: string }[]; response_format?: { type?: string } };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return json(res, 400, { error: { message: 'invalid JSON body' } });
    }
    const user = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
    requests.push({
      path,
      authorization: req.headers.authorization ?? null,
      model: body.model ?? null,
      responseFormat: body.response_format?.type ?? null,
      user,
    });
    if (requests.length > keep) requests.shift();
    if (!structured && body.response_format?.type === 'json_schema')
      return json(res, 400, {
        error: { message: "response_format 'json_schema' is not supported", type: 'invalid_request_error' },
      });

    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const failure = failures.shift();
    if (failure === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (gate) {
      const opened = gate.opened;
      const gone = await new Promise<boolean>((resolve) => {
        void opened.then(() => resolve(false));
        res.on('close', () => resolve(true));
      });
      if (gone) return;
    }
    if (latencyMs > 0) {
      const gone = await new Promise<boolean>((resolve) => {
        const t = setTimeout(() => resolve(false), latencyMs);
        res.on('close', () => {
          clearTimeout(t);
          resolve(true);
        });
      });
      if (gone) return;
    }
    const model = body.model ?? 'trilha-stub';
    if (failure === 'http-500') return json(res, 500, { error: { message: 'stub: injected failure', type: 'server_error' } });
    if (failure === 'invalid-json') return json(res, 200, completion(model, 'Claro! Aqui estão as questões: (isto não é JSON)'));
    if (failure === 'wrong-shape') return json(res, 200, completion(model, JSON.stringify({ questions: [{ title: 1 }] })));
    return json(res, 200, completion(model, answerFor(user, failure === 'bad-question')));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, o.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    setLatency: (ms) => void (latencyMs = ms),
    hold: () => {
      if (gate) return;
      let open = () => {};
      const opened = new Promise<void>((r) => (open = r));
      gate = { opened, open };
    },
    release,
    setStructuredOutputs: (on) => void (structured = on),
    fail: (kind, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    reset: () => {
      release();
      failures.length = 0;
      requests.length = 0;
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        release();
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
