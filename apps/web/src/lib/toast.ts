// Toasts (sonner, top-right, aria-live). One wrapper so every screen shows errors the same way:
// an empty message falls back to 'Sem Mensagem' (000 §2), and a toast can wait for the next route.
// sonner and the page's toaster load with the first toast, not with the sign-in page.
import { useSyncExternalStore } from 'react';
import { messageText } from '../i18n/index.ts';
import { currentLocale, DEFAULT_LOCALE } from '../i18n/locale.ts';

type Sonner = typeof import('sonner');
export type ToastKind = 'success' | 'error' | 'info';
/**
 * The toaster inside an open modal (ui/DialogToaster): a modal <dialog> covers the page's toaster
 * with its backdrop and makes it inert, so a toast about a modal that stays open goes there.
 */
export const DIALOG_TOASTER = 'dialog';
type ToastOptions = {
  dialog?: boolean;
  /** A toast of the same id replaces the one on screen instead of stacking another (a repeated failure). */
  id?: string;
};

let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Runs `fn` with sonner once it is loaded, asking the app to mount its toaster (app/RootLayout). */
export function withSonner(fn: (s: Sonner) => void): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const l of listeners) l();
  }
  sonner ??= import('sonner');
  // sonner replays the toasts made before a toaster subscribes, so none is lost while it mounts.
  void sonner.then(fn);
}

/** True once a toast was asked for: RootLayout then mounts the page's toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasterWanted,
    () => false,
  );
}

/**
 * In English or Spanish, a server text that is one of the spec's messages ('Usuário criado com
 * sucesso') in that language (i18n/refusals.ts, loaded only then); in pt-BR as it is, at once.
 */
const inPageLanguage = (text: string): Promise<string> =>
  currentLocale === DEFAULT_LOCALE ? Promise.resolve(text) : import('../i18n/refusals.ts').then((r) => r.serverText(text));

const show = (kind: ToastKind, message?: string | null, o?: ToastOptions) =>
  void inPageLanguage(message?.trim() ? message : messageText('toastFallback')).then((text) =>
    withSonner(({ toast }) =>
      toast[kind](text, o?.dialog || o?.id ? { toasterId: o.dialog ? DIALOG_TOASTER : undefined, id: o.id } : undefined),
    ),
  );

export const notify = {
  success: (message?: string | null, o?: ToastOptions) => show('success', message, o),
  error: (message?: string | null, o?: ToastOptions) => show('error', message, o),
  info: (message?: string | null, o?: ToastOptions) => show('info', message, o),
};

const QUEUE_KEY = 'trilha.nextToast';

/** Shows after the next navigation commits (e.g. 'Senha alterada' on the Login screen). */
export function queueToast(kind: ToastKind, message?: string | null): void {
  sessionStorage.setItem(QUEUE_KEY, JSON.stringify({ kind, message: message ?? '' }));
}

export function flushQueuedToast(): void {
  const raw = sessionStorage.getItem(QUEUE_KEY);
  if (!raw) return;
  sessionStorage.removeItem(QUEUE_KEY);
  try {
    const { kind, message } = JSON.parse(raw) as { kind: ToastKind; message: string };
    show(kind, message);
  } catch {
    /* a malformed entry is dropped */
  }
}
