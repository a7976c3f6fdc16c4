// The one place that decides what a test does when a service or browser it needs is missing.
// Locally it skips (with the reason printed), so a laptop without Redis or Chromium still runs the
// rest. With TRILHA_TEST_STRICT=1 (CI: .ci/run and scripts/test.sh) it fails instead, naming what
// is missing: a green run must not hide a suite that never ran.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { inject } from 'vitest';

export const STRICT = process.env.TRILHA_TEST_STRICT === '1';

/**
 * True when `available`; otherwise throws in strict mode (the test file fails at collection with
 * the message) or prints why it skips and answers false (the caller skips).
 */
export function need(available: boolean, what: string, why: string): boolean {
  if (available) return true;
  if (STRICT) throw new Error(`TRILHA_TEST_STRICT=1: ${what} is missing (${why}); refusing to skip its tests.`);
  console.warn(`[skip] ${what} is missing (${why}); its tests are skipped. TRILHA_TEST_STRICT=1 makes this a failure.`);
  return false;
}

/** Resolves with the reason Redis does not answer PING at `url` within `ms`, or null when it does. */
function redisProblem(url: string, ms = 1500): Promise<string | null> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port || 6379), u.hostname);
    const done = (problem: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(problem);
    };
    const timer = setTimeout(() => done(`no answer from ${url} within ${ms} ms`), ms);
    socket.once('error', (e) => done(`${url}: ${e.message}`));
    // An authenticated Redis answers -NOAUTH: it is there, the client will log in with the URL.
    socket.once('data', (d) => done(/^\+PONG|^-NOAUTH/.test(d.toString()) ? null : `${url} answered ${d.toString().trim()}`));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

/**
 * The URL of a Redis that answers, or null (skip) when there is none. Under the vitest projects
 * the global setup says which Redis this run uses (environment or testcontainers); a file run on
 * its own with a minimal config falls back to the environment and the local default.
 */
export async function requireRedis(): Promise<string | null> {
  const provided = inject as unknown as (k: string) => string | null | undefined;
  const underHarness = provided('pgAdminUrl') !== undefined;
  const url = underHarness
    ? (provided('redisUrl') ?? null)
    : (process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const problem = url ? await redisProblem(url) : 'no TEST_REDIS_URL and no Docker engine for testcontainers';
  return need(problem === null, 'Redis', problem ?? '') ? url : null;
}

// Debian's chromium-headless-shell is the same Chromium build without the browser's UI layer (the
// "old" headless mode, Playwright's own default): on the e2e project it costs about half the CPU of
// /usr/bin/chromium's headless mode for the same pages (docs/testing.md). Used when installed
// (.ci/run installs it); the full Chromium otherwise. The shell has no PDF viewer (a PDF opened in
// a tab downloads instead): a test that opens one asks for the full Chromium (FULL_CHROMIUM_PATH).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM_PATH);

/** The flags every e2e Chromium runs with (shared/notes/machine.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The Chromium executable, or null (skip) when it is not installed; with `pdfViewer`, the full
 * Chromium (the headless shell cannot show a PDF).
 */
export function requireChromium(o: { pdfViewer?: boolean } = {}): string | null {
  const path = o.pdfViewer ? FULL_CHROMIUM_PATH : CHROMIUM_PATH;
  const install = o.pdfViewer ? 'chromium' : 'chromium-headless-shell (or chromium)';
  return need(existsSync(path), 'Chromium', `${path} not found; apt-get install ${install} or set CHROMIUM_PATH`) ? path : null;
}
