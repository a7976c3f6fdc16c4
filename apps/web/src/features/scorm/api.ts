import { queryOptions } from '@tanstack/react-query';
import { materialItemDataSchema } from '@trilha/shared/materials';
import {
  saveScormCmiResponseSchema,
  scormLaunchResponseSchema,
  type SaveScormCmiResponse,
  type ScormCmi,
  type ScormLaunch,
} from '@trilha/shared/scorm';
import { buildUrl, request } from '../../lib/api.ts';
import { config } from '../../lib/config.ts';
import { session } from '../../lib/session.ts';

/** GET /material-items/{id}: the item (its discipline and title), before the player launches it. */
export const scormItemQuery = (materialItemId: number) =>
  queryOptions({
    queryKey: ['material-items', 'detail', materialItemId] as const,
    queryFn: ({ signal }) =>
      request(`/material-items/${materialItemId}`, { schema: materialItemDataSchema, signal }).then((r) => r.data),
  });

/** POST /scorm/{id}/launch: the player URL (with its launch token), the edition and the saved data. */
export const launchScorm = (materialItemId: number, signal?: AbortSignal): Promise<ScormLaunch> =>
  request(`/scorm/${materialItemId}/launch`, { method: 'POST', schema: scormLaunchResponseSchema, signal }).then((r) => r.data);

/** PUT /scorm/{id}/cmi: one commit of the learner's data. */
export const saveScormCmi = (materialItemId: number, cmi: ScormCmi): Promise<SaveScormCmiResponse> =>
  request(`/scorm/${materialItemId}/cmi`, { method: 'PUT', body: { cmi }, schema: saveScormCmiResponseSchema });

/** The same commit when the page is going away: a keepalive request outlives the page. */
export function saveScormCmiOnExit(materialItemId: number, cmi: ScormCmi): void {
  const token = session.token();
  if (!token) return;
  void fetch(buildUrl(config().apiUrl, `/scorm/${materialItemId}/cmi`), {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ cmi }),
    // The page is closing: nobody is left to tell. The next launch reloads what the server kept.
  }).catch(() => undefined);
}
