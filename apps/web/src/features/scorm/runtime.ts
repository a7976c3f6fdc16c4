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
  reset(settings?: Record<string, unknown>, options?: { preserveListeners?: boolean }): void;
};
export type ScormRuntime = { api: ScormRuntimeApi; destroy(): void };

/** The calls that end a session: after them the package may start another (a new page of a multi-page SCO). */
export const FINISH_EVENTS: Record<ScormVersion, string> = { '1.2': 'LMSFinish', '2004': 'Terminate' };

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

/**
 * After LMSFinish/Terminate, scorm-again refuses another Initialize; but packages whose pages each
 * call Initialize and Finish start a new session on every page, as LMSs allow. So the API is reset
 * (listeners kept) and loaded with the data as it stood, ready for the next Initialize.
 */
export function reopenSession(api: ScormRuntimeApi, version: ScormVersion, learner: { id: number; name: string }): void {
  const data = committedCmi(api.getFlattenedCMI());
  api.reset(undefined, { preserveListeners: true });
  api.loadFromFlattenedJSON(initialCmi(version, data, learner));
}

/** The scorm-again API class of an edition (its own chunk in the web build). */
export async function scormApiClass(version: ScormVersion): Promise<ApiClass> {
  const apiModule = version === '1.2' ? await import('scorm-again/scorm12') : await import('scorm-again/scorm2004');
  // The ESM builds export the classes by name (the typings say default): take whichever is there.
  const named = apiModule as unknown as Record<string, ApiClass | undefined>;
  return (version === '1.2' ? named.Scorm12API : named.Scorm2004API) as ApiClass;
}

/** scorm-again's settings here: no lmsCommitUrl (the player saves, with the session's token, on the commit events); logLevel 5 = silent. */
export const API_SETTINGS = { autocommit: false, lmsCommitUrl: false, logLevel: 5, mastery_override: true };

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
  const [Api, lmsModule] = await Promise.all([scormApiClass(version), import('scorm-again/cross-frame-lms')]);
  const lmsNamed = lmsModule as unknown as { CrossFrameLMS?: CrossFrameLMSClass; default?: CrossFrameLMSClass };
  const CrossFrameLMS = (lmsNamed.CrossFrameLMS ?? lmsNamed.default) as CrossFrameLMSClass;
  const api = new Api(API_SETTINGS);
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
