// The virtual module's types must reach every program that compiles this file, the root
// tsconfig (tests import the web app) as well as apps/web's.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../response-shapes.d.ts" />
// The tenant's public settings (GET /settings): loaded once by the tenant layout route's loader,
// kept for the page's life, read by the sign-in screens, the shell and the page title.
// A small store rather than a react-query query: the sign-in page renders with this and without
// react-query (docs/web-client.md "Code splitting"). Its response is checked against the shared
// schema turned into a JSON shape at build time (lib/json-shape.ts), so zod is not needed either.
import { useSyncExternalStore } from 'react';
import { redirect, data } from 'react-router';
import type { TenantSettings } from '@trilha/shared/tenancy';
import { tenantSettings as tenantSettingsShape } from 'virtual:trilha/response-shapes';
import { request, ApiError } from '../lib/api.ts';
import { shapeChecker } from '../lib/json-shape.ts';
import { applyTheme } from '../lib/theme/apply.ts';

const schema = shapeChecker<TenantSettings>(tenantSettingsShape);
/** One more try after this long for a network failure or a 5xx (a 4xx will not get better). */
const RETRY_DELAY_MS = 1000;

let current: TenantSettings | undefined;
let loading: Promise<TenantSettings> | undefined;
const listeners = new Set<() => void>();

/**
 * 000 §7: "404 or no data sends the user to License Error". A 200 whose body has no `data`
 * (empty, null, {}) is a host the platform does not know, not a broken response.
 */
async function fetchOnce(): Promise<TenantSettings> {
  const body = await request('/settings', { auth: false });
  if (hasNoData(body)) throw new ApiError(404, '', 'TENANT_NOT_FOUND');
  const checked = schema.safeParse(body);
  if (!checked.success) {
    console.error('Unexpected response from GET /settings', checked.error.issues);
    throw new ApiError(200, '', 'BAD_RESPONSE');
  }
  return checked.data;
}

async function fetchSettings(): Promise<TenantSettings> {
  try {
    return await fetchOnce();
  } catch (e) {
    if (e instanceof ApiError && e.status >= 200 && e.status < 500) throw e;
    await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    return fetchOnce();
  }
}

/** The settings, fetched on first use; a failure is not kept, so the next navigation asks again. */
export function loadTenantSettings(): Promise<TenantSettings> {
  if (current) return Promise.resolve(current);
  loading ??= fetchSettings().then(
    (s) => {
      setTenantSettings(s);
      return s;
    },
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/** New settings saved by this user (Consumer Settings): every screen shows them at once. */
export function setTenantSettings(s: TenantSettings): void {
  current = s;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const get = () => current;

function hasNoData(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return true;
  const d = (body as { data?: unknown }).data;
  return d === undefined || d === null || (typeof d === 'object' && Object.keys(d).length === 0);
}

/** Loader of every tenant route: the host's settings, applied as the theme before anything renders. */
export async function tenantLoader() {
  try {
    const settings = await loadTenantSettings();
    applyTheme(settings.data.primary_color, settings.data.secondary_color);
    return null;
  } catch (e) {
    // 000 §7: 404 or no data → License Error; anything else is logged, with the response's status or 500.
    if (e instanceof ApiError && e.status === 404) throw redirect('/error');
    console.error('Tenant settings failed to load', e);
    throw data(null, { status: e instanceof ApiError && e.status ? e.status : 500 });
  }
}

/** The settings when loaded (outside the tenant routes, e.g. License Error, there are none). */
export function useTenantIfLoaded(): TenantSettings['data'] | undefined {
  return useSyncExternalStore(subscribe, get, get)?.data;
}

/** For screens under the tenant route, whose loader has loaded the settings. */
export function useTenant(): TenantSettings['data'] {
  const tenant = useTenantIfLoaded();
  if (!tenant) throw new Error('useTenant outside the tenant routes');
  return tenant;
}
