/// <reference types="vite/client" />
// Where the API and the realtime server are. The tenant is the first label of the host, so the
// API is reached on the same host name as the page: demo.localhost:8080 → http://demo.localhost:3333.

export type RuntimeConfig = {
  apiUrl?: string;
  realtimeUrl?: string;
  /** Where an admin goes when leaving access-as (ACCESS_AS_EXIT_URL): an external login page. */
  accessAsExitUrl?: string;
};
export type ResolvedConfig = { apiUrl: string; realtimeUrl: string; accessAsExitUrl: string };
type BuildEnv = { VITE_API_URL?: string; VITE_REALTIME_URL?: string; VITE_ACCESS_AS_EXIT_URL?: string };

declare global {
  interface Window {
    /** Set by /config.js, which the platform's static server writes; wins over build-time values. */
    __TRILHA_CONFIG__?: RuntimeConfig;
  }
}

export const DEFAULT_API_URL = 'http://{host}:3333';
export const DEFAULT_REALTIME_URL = 'http://{host}:6001';
/** The platform's own login, on the tenant the admin was in. */
export const DEFAULT_ACCESS_AS_EXIT_URL = '/login';

/** Replaces {host} with the page's host name and drops a trailing slash. */
export function expandUrlTemplate(template: string, hostname: string): string {
  return template.replaceAll('{host}', hostname).replace(/\/+$/, '');
}

export function resolveConfig(hostname: string, runtime: RuntimeConfig | undefined, env: BuildEnv): ResolvedConfig {
  return {
    apiUrl: expandUrlTemplate(runtime?.apiUrl ?? env.VITE_API_URL ?? DEFAULT_API_URL, hostname),
    realtimeUrl: expandUrlTemplate(runtime?.realtimeUrl ?? env.VITE_REALTIME_URL ?? DEFAULT_REALTIME_URL, hostname),
    // An empty setting (compose passes the variable through unset) means the default.
    accessAsExitUrl: expandUrlTemplate(
      runtime?.accessAsExitUrl || env.VITE_ACCESS_AS_EXIT_URL || DEFAULT_ACCESS_AS_EXIT_URL,
      hostname,
    ),
  };
}

let cached: ResolvedConfig | undefined;

export function config(): ResolvedConfig {
  cached ??= resolveConfig(window.location.hostname, window.__TRILHA_CONFIG__, import.meta.env as BuildEnv);
  return cached;
}
