// What a feature (a folder under features/) brings to the app: its routes, its sidebar and user-menu
// entries and its part of the catalogue. app/features.ts lists the features, one line each; the
// route table (app/routes.tsx), the sidebar (shell/sidebar-entries.ts) and the i18n catalogue
// (i18n/catalogue.ts) are built from that list. docs/web-client.md "Adding a feature".
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import type { Permission } from '@trilha/shared/kernel';
import type { CoreStrings } from '../i18n/core.ts';
import type { NavIconName } from '../shell/nav-icons.ts';

/** A feature's strings: sections of the catalogue that only this feature declares. */
export type Strings = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
export type NoStrings = Record<never, never>;

/** Every dotted key of a catalogue whose value is a string ('users.heading'). */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** What a lazily loaded screen module gives its route. */
export type RouteModule = {
  Component: ComponentType;
  /** Loads the screen's data (queryClient.ensureQueryData); runs inside guardLoader. */
  loader?: LoaderFunction;
};

/** A route of a feature; `page` is loaded on first visit, in its own chunk. */
export type FeatureRoute<Key extends string = string> = {
  path: string;
  /** The page title (a catalogue key), shown as "<title> | <tenant>". */
  title: Key;
  /** The policy permission the route needs; anyone else is sent to their landing page. */
  permission?: Permission;
  page: () => Promise<RouteModule>;
  /**
   * The discipline this screen belongs to, for a discipline view whose path does not start with
   * /discipline/{id} (the sidebar's Turma and Notas use it): from the path or the loader's data.
   */
  discipline?: (match: { params: Params; data: unknown }) => number | null;
};

/** Who sees an entry and where it leads, decided from the policy and the screen's context only. */
export type NavContext = {
  can: (permission: Permission) => boolean;
  userId: number;
  /** The signed-in role's landing page (policy landingPath). */
  landing: string;
  /** The discipline of the current route, inside a discipline view (/discipline/{id}/...). */
  disciplineId: number | null;
  tutoring: { enabled: boolean; phone: string | null };
};

export type NavTarget =
  | { route: (ctx: NavContext) => string }
  | { external: (ctx: NavContext) => string }
  /** Placeholder entries: they open the feature-interest (waitlist) modal. */
  | { waitlist: true };

export type NavItem<Key extends string = string> = {
  /** Stable id of the entry (tests, icons, React keys). */
  key: string;
  label: Key;
  /** Its icon, by name (shell/nav-icons.ts): no icon code in the entry. */
  icon: NavIconName;
  /** Position in the sidebar (001 §2 order); entries of every feature are sorted by it. */
  order: number;
  /** Shown only to roles with this permission (never a role name). */
  permission: Permission;
  /** A further condition on the context (e.g. only outside discipline views). */
  when?: (ctx: NavContext) => boolean;
  target: NavTarget;
};

export type UserMenuItem<Key extends string = string> = {
  key: string;
  label: Key;
  /** Its icon, by name (shell/nav-icons.ts): no icon code in the entry. */
  icon: NavIconName;
  order: number;
  permission: Permission;
  to: (ctx: NavContext) => string;
};

type Key<S extends Strings> = KeysOf<S & CoreStrings>;

export type Feature<S extends Strings = Strings> = {
  name: string;
  /**
   * Its part of the catalogue, loaded with its screens (a route loads its feature's strings, the
   * signed-in shell every feature's), so the sign-in page does not carry every screen's texts.
   */
  strings?: () => Promise<S>;
  routes?: {
    /** Outside the tenant (no tenant settings loaded): License Error. */
    root?: FeatureRoute<Key<S>>[];
    /** The tenant's screens outside the signed-in shell: Login, Forgot Password… */
    public?: FeatureRoute<Key<S>>[];
    /** Inside the signed-in shell (sidebar, header); a session is required. */
    shell?: FeatureRoute<Key<S>>[];
  };
  nav?: NavItem<Key<S>>[];
  userMenu?: UserMenuItem<Key<S>>[];
};
