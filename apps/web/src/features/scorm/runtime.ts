// scorm-again in the web client: the real SCORM API (1.2 or 2004) runs here, in the app's window,
// and CrossFrameLMS answers the calls the package makes from its own origin (the content origin,
// never this one) through the player page's CrossFrameAPI. Loaded only when a package opens.
import type { ScormCmi, ScormVersion } from '@trilha/shared/scorm';

type Listener = (...args: unknown[]) => void;
/** What the player uses of a scorm-again API (Scorm12API / Scorm2004API). */
export type ScormRuntimeApi = {
  loadFromFlattenedJSON(json: Record<string, unknown>): void;
  getFlattenedCMI(): Record<string, unknown>;
  on(event: string, callback: Listener): void;
};
export type ScormRuntime = { api: ScormRuntimeApi; destroy(): void };

/** The events after which the learner's data is saved: the package's commits and its end. */
export const SAVE_EVENTS: Record<ScormVersion, string[]> = {
  '1.2': ['LMSCommit', 'LMSFinish'],
  '2004': ['Commit', 'Terminate'],
};

/**
 * The saved data as scorm-again loads it, plus what the LMS tells the package: who the learner is
 * and whether this is a new start or a resume (the package left with exit = suspend).
 */
export function initialCmi(
  version: ScormVersion,
  saved: ScormCmi,
  learner: { id: number; name: string },
): Record<string, unknown> {
  const resumed = Object.keys(saved).length > 0;
  if (version === '1.2') {
    const suspended = saved['cmi.core.exit'] === 'suspend';
    return {
      ...saved,
      'cmi.core.student_id': String(learner.id),
      'cmi.core.student_name': learner.name,
      'cmi.core.entry': !resumed ? 'ab-initio' : suspended ? 'resume' : '',
      'cmi.core.exit': '',
      'cmi.core.session_time': '00:00:00',
    };
  }
  const suspended = saved['cmi.exit'] === 'suspend';
  return {
    ...saved,
    'cmi.learner_id': String(learner.id),
    'cmi.learner_name': learner.name,
    'cmi.entry': !resumed ? 'ab-initio' : suspended ? 'resume' : '',
    'cmi.exit': '',
    'cmi.session_time': 'PT0H0M0S',
  };
}

/** What is sent to PUT /scorm/{id}/cmi: the flattened data's plain values (empty lists are skipped). */
export function committedCmi(flat: Record<string, unknown>): ScormCmi {
  const out: ScormCmi = {};
  for (const [key, value] of Object.entries(flat)) {
    if (!/^cmi\.[A-Za-z0-9_.]+$/.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

type CrossFrameLMSClass = new (api: unknown, origin?: string) => { destroy(): void };
type ApiClass = new (settings: Record<string, unknown>) => ScormRuntimeApi;

/**
 * Starts the API for a package: loads the saved data, exposes it as window.API (1.2) or
 * window.API_1484_11 (2004) for packages that look for it here, and relays calls that come from
 * `contentOrigin` only.
 */
export async function startScormRuntime(
  version: ScormVersion,
  cmi: Record<string, unknown>,
  contentOrigin: string,
): Promise<ScormRuntime> {
  const [apiModule, lmsModule] = await Promise.all([
    version === '1.2' ? import('scorm-again/scorm12') : import('scorm-again/scorm2004'),
    import('scorm-again/cross-frame-lms'),
  ]);
  // The ESM builds export the classes by name (the typings say default): take whichever is there.
  const named = apiModule as unknown as Record<string, ApiClass | undefined>;
  const Api = (version === '1.2' ? named.Scorm12API : named.Scorm2004API) as ApiClass;
  const lmsNamed = lmsModule as unknown as { CrossFrameLMS?: CrossFrameLMSClass; default?: CrossFrameLMSClass };
  const CrossFrameLMS = (lmsNamed.CrossFrameLMS ?? lmsNamed.default) as CrossFrameLMSClass;
  // No lmsCommitUrl: scorm-again keeps the data, the player saves it (with the session's token)
  // on the commit events. logLevel 5 = silent.
  const api = new Api({ autocommit: false, lmsCommitUrl: false, logLevel: 5, mastery_override: true });
  api.loadFromFlattenedJSON(cmi);
  const w = window as unknown as Record<string, unknown>;
  const globalName = version === '1.2' ? 'API' : 'API_1484_11';
  w[globalName] = api;
  const lms = new CrossFrameLMS(api, contentOrigin);
  return {
    api,
    destroy() {
      lms.destroy();
      if (w[globalName] === api) delete w[globalName];
    },
  };
}
