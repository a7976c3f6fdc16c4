import type OpenAI from 'openai';

// Loaded on the first model call, not at the worker's start: the OpenAI SDK is ~6 MB of heap (and
// its code) that a worker writing CSV and PDF exports never needs (docs/benchmarks.md "Study time,
// badges, reports": the reports worker's base memory).
let sdk: Promise<typeof import('openai')> | undefined;
const loadSdk = () => (sdk ??= import('openai'));
import type { z } from 'zod';
import { modelJsonSchema } from '@trilha/shared/ai';
import type { Endpoint } from './endpoint.ts';

/** Why a model call gave nothing usable; the handler turns it into the pt-BR message of the job. */
export class ModelCallError extends Error {
  constructor(
    readonly reason: 'endpoint' | 'timeout' | 'invalid' | 'cancelled',
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * How the answer's shape is asked for, best first: `json_schema` (structured outputs: OpenAI, vLLM,
 * recent llama.cpp and Ollama), `json_object` (JSON mode, the schema in the prompt), `none` (the
 * schema in the prompt only). An endpoint that refuses a mode with 400 is asked the next one, and
 * remembered (per base URL, for this process) so later calls start there.
 */
const MODES = ['json_schema', 'json_object', 'none'] as const;
type Mode = (typeof MODES)[number];
const modeOf = new Map<string, Mode>();

// One client per endpoint and key: its HTTP agent keeps connections alive between calls.
const clients = new Map<string, OpenAI>();
function clientFor(ep: Endpoint, { OpenAI }: typeof import('openai')): OpenAI {
  const key = `${ep.baseUrl}\n${ep.apiKey}`;
  let c = clients.get(key);
  if (!c) {
    // Retries are ours (one, counted with invalid output): the library's would multiply them.
    c = new OpenAI({ baseURL: ep.baseUrl, apiKey: ep.apiKey, maxRetries: 0 });
    if (clients.size > 200) clients.clear();
    clients.set(key, c);
  }
  return c;
}

/** The JSON inside a model's text: as is, or inside a ``` fence, or from the first { to the last }. */
export function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const text = (fenced?.[1] ?? content).trim();
  try {
    return JSON.parse(text);
  } catch {
    const a = text.indexOf('{');
    const b = text.lastIndexOf('}');
    if (a >= 0 && b > a) return JSON.parse(text.slice(a, b + 1));
    throw new SyntaxError('no JSON object in the answer');
  }
}

/** Parses and validates an answer; the failure names what was wrong (for the job's log). */
export function parseAnswer<T>(
  content: string | null | undefined,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; why: string } {
  if (!content) return { ok: false, why: 'empty answer' };
  let json: unknown;
  try {
    json = extractJson(content);
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
  const r = schema.safeParse(json);
  return r.success
    ? { ok: true, value: r.data }
    : {
        ok: false,
        why: r.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      };
}

export type JsonRequest<T> = {
  system: string;
  user: string;
  schema: z.ZodType<T>;
  /** The response format's name (a-z, 0-9, _ and -). */
  name: string;
  /** Arrays of the answer must have exactly this many items (the count asked for). */
  exactItems?: number;
};
export type CallOptions = {
  signal: AbortSignal;
  timeoutMs: number;
  retryDelayMs: number;
  /** Told before each attempt (1, 2): the job's progress. */
  onAttempt?: (attempt: number) => void | Promise<void>;
  log?: (obj: Record<string, unknown>, msg: string) => void;
};

/**
 * One model call that must answer JSON of `schema`: tried at most twice. A transport failure
 * (5xx, refused connection, time-out) or an answer that is not valid JSON of the schema gets one
 * retry; the second failure is a ModelCallError. A mode refused with 400 is not an attempt.
 */
export async function completeJson<T>(ep: Endpoint, req: JsonRequest<T>, opts: CallOptions): Promise<T> {
  const openai = await loadSdk();
  const { APIConnectionTimeoutError, APIError, APIUserAbortError } = openai;
  const client = clientFor(ep, openai);
  const jsonSchema = modelJsonSchema(req.schema, req.exactItems);
  let last: ModelCallError = new ModelCallError('endpoint', 'no attempt');
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (attempt > 1) await sleep(opts.retryDelayMs, opts.signal);
    await opts.onAttempt?.(attempt);
    let content: string | null | undefined;
    for (;;) {
      const mode = modeOf.get(ep.baseUrl) ?? 'json_schema';
      try {
        const res = await client.chat.completions.create(
          {
            model: ep.model,
            temperature: 0.4,
            messages: [
              {
                role: 'system',
                content:
                  mode === 'json_schema'
                    ? req.system
                    : `${req.system}\n\nResponda somente com um objeto JSON que siga este JSON Schema:\n${JSON.stringify(jsonSchema)}`,
              },
              { role: 'user', content: req.user },
            ],
            ...(mode === 'json_schema'
              ? { response_format: { type: 'json_schema', json_schema: { name: req.name, strict: true, schema: jsonSchema } } }
              : mode === 'json_object'
                ? { response_format: { type: 'json_object' } }
                : {}),
          },
          { signal: opts.signal, timeout: opts.timeoutMs },
        );
        content = res.choices[0]?.message?.content;
        break;
      } catch (err) {
        if (opts.signal.aborted || err instanceof APIUserAbortError) throw new ModelCallError('cancelled', 'cancelled');
        const next = MODES[MODES.indexOf(mode) + 1];
        if (err instanceof APIError && err.status === 400 && next) {
          opts.log?.({ baseUrl: ep.baseUrl, mode, next }, 'ai: response format refused, trying the next');
          modeOf.set(ep.baseUrl, next);
          continue;
        }
        last =
          err instanceof APIConnectionTimeoutError
            ? new ModelCallError('timeout', `timed out after ${opts.timeoutMs} ms`)
            : new ModelCallError(
                'endpoint',
                err instanceof APIError ? `HTTP ${err.status ?? '?'}: ${err.message}` : String((err as Error).message ?? err),
              );
        content = undefined;
        break;
      }
    }
    if (content === undefined) {
      opts.log?.({ attempt, reason: last.reason, detail: last.message }, 'ai: model call failed');
      continue;
    }
    const parsed = parseAnswer(content, req.schema);
    if (parsed.ok) return parsed.value;
    last = new ModelCallError('invalid', parsed.why);
    opts.log?.({ attempt, detail: parsed.why }, 'ai: invalid model output');
  }
  throw last;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new ModelCallError('cancelled', 'cancelled'));
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(new ModelCallError('cancelled', 'cancelled'));
      },
      { once: true },
    );
  });
