// One Chromium for the whole e2e run (playwright-core + Debian's chromium-headless-shell, else
// /usr/bin/chromium, launched by global-setup.ts), a fresh context per test, and helpers that act
// as a person would: by role, label and text.
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, requireChromium } from '../support/requirements.ts';

export const PASSWORD = 'Trilha@2026';
export const ROLES = ['student', 'tutor', 'teacher', 'manager', 'supervisor', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const email = (role: Role) => `${role}@demo.trilha.dev`;

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  menu: { width: 1280, height: 800 },
  tablet: { width: 1024, height: 768 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const SCREENSHOTS = resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/**
 * The API as the browser on a tenant's origin reaches it: http://demo.localhost:<port>[/api]
 * (the platform's own port, or the multi-node proxy's with its /api prefix).
 */
export function tenantApiUrl(tenant = 'demo'): string {
  const api = new URL(inject('apiUrl'));
  return `http://${tenant}.localhost:${api.port}${api.pathname.replace(/\/$/, '')}`;
}

export function webUrl(tenant = 'demo'): string {
  const base = inject('webUrl');
  return tenant === 'demo' ? base : base.replace('//demo.', `//${tenant}.`);
}

// The Chromium the global setup launched, connected to once per worker (the e2e project runs all its
// files in one); each test still gets contexts of its own (cookies, storage and cache start empty).
let connected: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  connected ??= chromium.connect(inject('browserWsEndpoint')).then((browser) => {
    browser.on('disconnected', () => (connected = undefined));
    return browser;
  });
  return connected;
}

type PageOptions = {
  /** The browser's time zone (default America/Sao_Paulo, the demo company's). */
  timezoneId?: string;
  /**
   * Start signed in as this seeded role of the demo tenant: a real POST /auth/login, its answer
   * stored where the Login page stores it. For tests where signing in is not what is tested (those
   * that test it use signIn, through the form). The page is blank: open it with openApp.
   */
  as?: Role;
  /** The browser's language (navigator.language, Accept-Language); pt-BR unless said. */
  locale?: string;
};

type BrowserOptions = {
  /**
   * The file opens a PDF in a tab: it gets a full Chromium of its own (launched for the file, about
   * a second) instead of the shared headless shell, which has no PDF viewer.
   */
  pdfViewer?: boolean;
};

/** Uses the shared Chromium in the file and closes every context after each test. */
export function useBrowser(o: BrowserOptions = {}) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  // No Chromium: the file's tests skip, or under TRILHA_TEST_STRICT=1 the file fails (at collection).
  const executablePath = requireChromium(o);
  const own = o.pdfViewer && executablePath !== CHROMIUM_PATH;
  beforeEach((ctx) => ctx.skip(!executablePath, 'Chromium is missing'));
  beforeAll(async () => {
    if (!executablePath) return;
    browser = own ? await chromium.launch({ executablePath, args: CHROMIUM_ARGS }) : await sharedBrowser();
  });
  afterAll(async () => {
    if (own) await browser?.close();
  });
  afterEach(async (ctx) => {
    // A content-security-policy violation in any page or frame the test opened fails it, whatever it asserted.
    const blocked = [...new Set(contexts.flatMap((c) => cspViolations.get(c) ?? []))];
    // A failing test leaves a picture of every page it had open.
    if (ctx.task.result?.state === 'fail' || blocked.length) {
      mkdirSync(join(SCREENSHOTS, 'failures'), { recursive: true });
      const name = ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80);
      let i = 0;
      for (const c of contexts)
        for (const p of c.pages())
          await p.screenshot({ path: join(SCREENSHOTS, 'failures', `${name}-${i++}.png`) }).catch(() => {});
    }
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
    if (blocked.length) throw new Error(`Content-Security-Policy violations:\n${blocked.join('\n')}`);
  });
  const page = async (viewport: ViewportName = 'desktop', o: PageOptions = {}): Promise<Page> => {
    const state = o.as ? await sessionState(o.as) : undefined;
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      locale: o.locale ?? 'pt-BR',
      timezoneId: o.timezoneId ?? 'America/Sao_Paulo',
      storageState: state ?? undefined,
    });
    contexts.push(context);
    await watchCspViolations(context);
    const p = await context.newPage();
    p.setDefaultTimeout(15_000);
    p.on('pageerror', (e) => console.error(`[browser] ${e.message}`));
    // Without the platform's API address (E2E_WEB_URL alone) the session comes from the form.
    if (o.as && !state) {
      await signIn(p, o.as);
      await p.waitForURL((u) => u.pathname !== '/login');
    }
    return p;
  };
  return {
    page,
    /** A page of `role` already signed in (see PageOptions.as), opened on their landing page. */
    async signedIn(role: Role, viewport: ViewportName = 'desktop'): Promise<Page> {
      const p = await page(viewport, { as: role });
      await openApp(p);
      return p;
    },
  };
}

/** What each open context's pages and frames reported as blocked by a content security policy. */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * Hands over, and forgets, the violations the page's context has collected so far: for a test
 * that provokes one on purpose (csp.test.ts) and must not fail for it.
 */
export function takeCspViolations(page: Page): string[] {
  return cspViolations.get(page.context())?.splice(0) ?? [];
}

/**
 * Collects the context's CSP violations, two ways: the `securitypolicyviolation` event in every
 * frame (directive, blocked URL, where), and the lines Chromium writes to each page's DevTools log,
 * which also hold what no document's event hears (a frame refused by its frame-ancestors).
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  const found: string[] = [];
  cspViolations.set(context, found);
  await context.exposeBinding('__trilhaCspViolation', ({ frame }, text: string) => {
    found.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __trilhaCspViolation?: (t: string) => void }).__trilhaCspViolation;
      report?.(
        `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile || e.documentURI}:${e.lineNumber}`,
      );
    });
  });
  // Chromium writes its "Refused to …" lines to the DevTools log (source "security"), which
  // Playwright's console event does not carry: read them from the page's own log.
  const listen = async (page: Page) => {
    const cdp = await context.newCDPSession(page).catch(() => null);
    if (!cdp) return;
    cdp.on('Log.entryAdded', ({ entry }) => {
      if (entry.source === 'security' && /Content Security Policy/.test(entry.text))
        found.push(`${entry.url ?? page.url()}: ${entry.text}`);
    });
    await cdp.send('Log.enable').catch(() => {});
  };
  context.on('page', (page) => void listen(page));
}

/** Signs in through the Login form, as a person would. */
export async function signIn(page: Page, role: Role, password = PASSWORD): Promise<void> {
  await page.goto(`${webUrl()}/login`);
  await page.getByLabel('E-mail').fill(email(role));
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens the app on the demo tenant: Login sends a signed-in user on to their landing page. */
export async function openApp(page: Page): Promise<void> {
  await page.goto(`${webUrl()}/login`);
}

/**
 * The storage a signed-in `role` has on the demo tenant's origin, from the API's own sign-in. It
 * mirrors what LoginPage saves through apps/web/src/lib/session.ts (token under trilha.token, user
 * and company under trilha.session): a change there shows up here as tests landing on Login.
 * Null when the run has no API address (an external platform without E2E_API_URL).
 */
async function sessionState(role: Role) {
  const apiUrl = inject('apiUrl');
  if (!apiUrl) return null;
  const origin = webUrl();
  const api = new URL(apiUrl);
  // The API finds the tenant in the Host header, as the browser sends it (demo.localhost:<api port>).
  const body = JSON.stringify({ email: email(role), password: PASSWORD });
  const res = await new Promise<{ status: number; text: string }>((resolvePromise, reject) => {
    const req = httpRequest(
      {
        host: api.hostname,
        port: api.port,
        method: 'POST',
        // The API may sit under a path (the multi-node proxy's /api).
        path: `${api.pathname.replace(/\/$/, '')}/auth/login`,
        headers: {
          host: `${new URL(origin).hostname}:${api.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (r) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => resolvePromise({ status: r.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (res.status !== 200) throw new Error(`sign-in of ${role} through the API: ${res.status} ${res.text}`);
  const { token, user, company } = JSON.parse(res.text) as { token: string; user: unknown; company: unknown };
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'trilha.token', value: token },
          { name: 'trilha.session', value: JSON.stringify({ user, company }) },
        ],
      },
    ],
  };
}

/**
 * Waits until the screen is at rest: the navigation loading bar gone (it clears 500 ms after a
 * navigation settles), the web fonts loaded and every finite animation or transition (modals,
 * toasts, the collapsing sidebar) finished. Screenshots and the axe audit (colour contrast) need it.
 */
export async function settle(page: Page): Promise<void> {
  // The loading bar's name in pt-BR, en or es (tests/e2e/languages.test.ts switches the language).
  await page
    .getByRole('progressbar', { name: /^(Carregando página|Loading page|Cargando página)$/ })
    .waitFor({ state: 'detached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** A picture of the viewport at rest, for people to look at (test-artifacts/screenshots/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settle(page);
  // Straight from the DevTools protocol with Chromium's fast PNG encoding: about a third of the CPU
  // of page.screenshot() for a somewhat larger file (nothing compares these pictures byte by byte).
  const cdp = await page.context().newCDPSession(page);
  try {
    const params = { format: 'png', optimizeForSpeed: true } as { format: 'png' };
    const { data } = await cdp.send('Page.captureScreenshot', params);
    writeFileSync(join(SCREENSHOTS, `${name}.png`), Buffer.from(data, 'base64'));
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * Resolves when the realtime server acknowledges the page's subscription to `channel` (its full
 * name, e.g. `discipline.7.materials`): what a test waits for before a change the screen should
 * show live, instead of a pause. Call it before the page opens the screen.
 */
export function subscribed(page: Page, channel: string): Promise<void> {
  const ack = JSON.stringify({ ok: true, channel }).slice(1, -1);
  return new Promise((resolvePromise) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).includes(ack)) resolvePromise();
      }),
    );
  });
}

export async function emit(userId: number, event: string, data: unknown): Promise<void> {
  const res = await fetch(inject('emitUrl'), { method: 'POST', body: JSON.stringify({ userId, event, data }) });
  if (!res.ok) throw new Error(`emit failed: ${res.status}`);
}
