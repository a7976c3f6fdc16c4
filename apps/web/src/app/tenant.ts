import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { redirect, data } from 'react-router';
import { tenantSettingsSchema } from '@trilha/shared/tenancy';
import { request, ApiError } from '../lib/api.ts';
import { applyTheme } from '../lib/theme/apply.ts';
import { queryClient } from './query-client.ts';

export const tenantSettingsQuery = queryOptions({
  queryKey: ['tenant-settings'],
  queryFn: async () => {
    const body = await request('/settings', { auth: false });
    // 000 §7: "404 or no data sends the user to License Error". A 200 whose body has no `data`
    // (empty, null, {}) is a host the platform does not know, not a broken response.
    if (hasNoData(body)) throw new ApiError(404, '', 'TENANT_NOT_FOUND');
    const checked = tenantSettingsSchema.safeParse(body);
    if (!checked.success) {
      console.error('Unexpected response from GET /settings', checked.error.issues);
      throw new ApiError(200, '', 'BAD_RESPONSE');
    }
    return checked.data;
  },
  staleTime: Infinity,
});

function hasNoData(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return true;
  const d = (body as { data?: unknown }).data;
  return d === undefined || d === null || (typeof d === 'object' && Object.keys(d).length === 0);
}

/** Loader of every tenant route: the host's settings, applied as the theme before anything renders. */
export async function tenantLoader() {
  try {
    const settings = await queryClient.ensureQueryData(tenantSettingsQuery);
    applyTheme(settings.data.primary_color, settings.data.secondary_color);
    return null;
  } catch (e) {
    // 000 §7: 404 or no data → License Error; anything else is logged, with the response's status or 500.
    if (e instanceof ApiError && e.status === 404) throw redirect('/error');
    console.error('Tenant settings failed to load', e);
    throw data(null, { status: e instanceof ApiError && e.status ? e.status : 500 });
  }
}

export function useTenant() {
  return useSuspenseQuery(tenantSettingsQuery).data.data;
}
