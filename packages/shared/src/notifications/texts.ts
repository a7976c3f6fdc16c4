// What a notification says, in the reader's language (issue 29): a row keeps its `type` and
// `params`, and the title is rendered from them when it is read (the API per Accept-Language, the
// web for live pushes, the worker's digest in the recipient's saved language). pt-BR is the
// source (the spec's and the domains' messages); en and es must name every type (the type
// checks it), so adding a type to the registry without its translations does not compile.
// Zod-free: the web's entry and the worker import it as it is.
import { MATERIAL_MESSAGES } from '../materials/messages.ts';
import { NOTIFICATION_MESSAGES as M } from './messages.ts';
import { NOTIFICATION_TYPE_DEFS, isNotificationType, type NotificationType } from './types.ts';

export const NOTIFICATION_LOCALES = ['pt-BR', 'en', 'es'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];
export const DEFAULT_NOTIFICATION_LOCALE: NotificationLocale = 'pt-BR';

type TypeTexts = { readonly label: string; readonly title: string };
type DigestTexts = {
  readonly unread: (n: number) => string;
  readonly subject: (unread: string, company: string) => string;
  readonly hello: (name: string) => string;
  readonly youHave: (unread: string, company: string) => string;
  readonly more: (n: number) => string;
  readonly open: string;
  readonly preferences: string;
  readonly choose: string;
  readonly stop: string;
  readonly unsubscribe: string;
  readonly team: string;
  readonly fallbackLabel: string;
};
/** The digest's unsubscribe page (API), in the language of the browser that opens it. */
type UnsubscribeTexts = {
  readonly confirm: string;
  readonly button: string;
  readonly done: string;
  readonly invalid: string;
  readonly expired: string;
};
export type NotificationTexts = {
  readonly types: { readonly [T in NotificationType]: TypeTexts };
  readonly digest: DigestTexts;
  readonly unsubscribe: UnsubscribeTexts;
};

const ptTitles: { readonly [T in NotificationType]: string } = {
  MaterialCreated: MATERIAL_MESSAGES.notificationMaterialCreated,
  MaterialItemCreated: MATERIAL_MESSAGES.notificationMaterialItemCreated,
  ForumCreated: M.notificationForumCreated,
  ForumCommentMentioned: M.notificationForumCommentMentioned,
  ForumCommentCreated: M.notificationForumCommentCreated,
  ForumReplyCreated: M.notificationForumReplyCreated,
  CalendarEventCreated: M.notificationCalendarEventCreated,
  WarningPublished: M.notificationWarningPublished,
  AssignmentEvaluated: M.notificationAssignmentEvaluated,
  GradeChanged: M.notificationGradeChanged,
  NewFollower: M.notificationNewFollower,
};

const pt: NotificationTexts = {
  types: Object.fromEntries(
    Object.entries(ptTitles).map(([t, title]) => [t, { label: NOTIFICATION_TYPE_DEFS[t as NotificationType].label, title }]),
  ) as NotificationTexts['types'],
  digest: {
    unread: (n) => (n === 1 ? '1 notificação não lida' : `${n} notificações não lidas`),
    subject: (unread, company) => `Resumo diário: ${unread} - ${company}`,
    hello: (name) => `Olá, ${name}!`,
    youHave: (unread, company) => `Você tem ${unread} em ${company}:`,
    more: (n) => `… e mais ${n}.`,
    open: 'Ver na plataforma',
    preferences: 'Preferências de notificação',
    choose: 'Para escolher o que recebe, abra',
    stop: 'Para não receber mais este resumo por e-mail,',
    unsubscribe: 'cancele a inscrição',
    team: 'Equipe Trilha',
    fallbackLabel: 'Notificação',
  },
  unsubscribe: {
    confirm: M.unsubscribeConfirm,
    button: M.unsubscribeButton,
    done: M.unsubscribeDone,
    invalid: M.unsubscribeInvalid,
    expired: M.unsubscribeExpired,
  },
};

const en: NotificationTexts = {
  types: {
    MaterialCreated: { label: 'New material', title: 'New material: {name}' },
    MaterialItemCreated: { label: 'New material item', title: 'New item: {title}' },
    ForumCreated: { label: 'New forum', title: 'New forum: {title}' },
    ForumCommentMentioned: { label: 'Mention in a comment', title: '{author} mentioned you in {title}' },
    ForumCommentCreated: { label: 'Comment in a forum you follow', title: '{author} commented on {title}' },
    ForumReplyCreated: { label: 'Reply in a thread you follow', title: '{author} replied in a thread you follow: {title}' },
    CalendarEventCreated: { label: 'New calendar event', title: 'New event: {title}' },
    WarningPublished: { label: 'New alert', title: 'New alert: {title}' },
    AssignmentEvaluated: { label: 'Task evaluated', title: 'Your task {title} was evaluated: grade {grade}' },
    GradeChanged: { label: 'Grade changed', title: 'Your grade in {title} changed to {grade}' },
    NewFollower: { label: 'New follower', title: '{name} started following you' },
  },
  digest: {
    unread: (n) => (n === 1 ? '1 unread notification' : `${n} unread notifications`),
    subject: (unread, company) => `Daily digest: ${unread} - ${company}`,
    hello: (name) => `Hello, ${name}!`,
    youHave: (unread, company) => `You have ${unread} in ${company}:`,
    more: (n) => `… and ${n} more.`,
    open: 'Open the platform',
    preferences: 'Notification preferences',
    choose: 'To choose what you receive, open',
    stop: 'To stop receiving this digest by e-mail,',
    unsubscribe: 'unsubscribe',
    team: 'The Trilha team',
    fallbackLabel: 'Notification',
  },
  unsubscribe: {
    confirm: 'Do you want to stop receiving the daily notification digest by e-mail?',
    button: 'Unsubscribe',
    done: 'Done: you will no longer receive the daily notification digest by e-mail. Notifications stay in the platform.',
    invalid:
      'This unsubscribe link is not valid. To stop receiving e-mails, sign in to the platform and open Notification preferences.',
    expired:
      'This unsubscribe link has expired. To stop receiving e-mails, sign in to the platform and open Notification preferences.',
  },
};

const es: NotificationTexts = {
  types: {
    MaterialCreated: { label: 'Nuevo material', title: 'Nuevo material: {name}' },
    MaterialItemCreated: { label: 'Nuevo ítem de material', title: 'Nuevo ítem: {title}' },
    ForumCreated: { label: 'Nuevo foro', title: 'Nuevo foro: {title}' },
    ForumCommentMentioned: { label: 'Mención en un comentario', title: '{author} te mencionó en {title}' },
    ForumCommentCreated: { label: 'Comentario en un foro que sigues', title: '{author} comentó en {title}' },
    ForumReplyCreated: {
      label: 'Respuesta en una discusión que sigues',
      title: '{author} respondió en una discusión que sigues: {title}',
    },
    CalendarEventCreated: { label: 'Nuevo evento en el calendario', title: 'Nuevo evento: {title}' },
    WarningPublished: { label: 'Nuevo aviso', title: 'Nuevo aviso: {title}' },
    AssignmentEvaluated: { label: 'Tarea evaluada', title: 'Tu tarea {title} fue evaluada: nota {grade}' },
    GradeChanged: { label: 'Nota modificada', title: 'Tu nota en {title} cambió a {grade}' },
    NewFollower: { label: 'Nuevo seguidor', title: '{name} empezó a seguirte' },
  },
  digest: {
    unread: (n) => (n === 1 ? '1 notificación sin leer' : `${n} notificaciones sin leer`),
    subject: (unread, company) => `Resumen diario: ${unread} - ${company}`,
    hello: (name) => `¡Hola, ${name}!`,
    youHave: (unread, company) => `Tienes ${unread} en ${company}:`,
    more: (n) => `… y ${n} más.`,
    open: 'Ver en la plataforma',
    preferences: 'Preferencias de notificación',
    choose: 'Para elegir lo que recibes, abre',
    stop: 'Para dejar de recibir este resumen por correo,',
    unsubscribe: 'cancela la suscripción',
    team: 'Equipo Trilha',
    fallbackLabel: 'Notificación',
  },
  unsubscribe: {
    confirm: '¿Quieres dejar de recibir el resumen diario de notificaciones por correo?',
    button: 'Cancelar suscripción',
    done: 'Listo: ya no recibirás el resumen diario de notificaciones por correo. Las notificaciones siguen en la plataforma.',
    invalid:
      'Este enlace de cancelación no es válido. Para dejar de recibir correos, entra en la plataforma y abre Preferencias de notificación.',
    expired:
      'Este enlace de cancelación expiró. Para dejar de recibir correos, entra en la plataforma y abre Preferencias de notificación.',
  },
};

export const NOTIFICATION_TEXTS: { readonly [L in NotificationLocale]: NotificationTexts } = { 'pt-BR': pt, en, es };

export const isNotificationLocale = (v: unknown): v is NotificationLocale =>
  (NOTIFICATION_LOCALES as readonly unknown[]).includes(v);

/**
 * The locale an Accept-Language header (or a saved choice: 'pt', 'pt-BR', 'en-US'…) asks for:
 * the first of its languages, by quality, that is one of ours; pt-BR otherwise.
 */
export function notificationLocale(header: string | null | undefined): NotificationLocale {
  if (!header) return DEFAULT_NOTIFICATION_LOCALE;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([0-9.]+)\s*$/.exec(r)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en') return 'en';
    if (base === 'es') return 'es';
  }
  return DEFAULT_NOTIFICATION_LOCALE;
}

/** Values a notification's title names (`{author}`, `{title}`…), as stored in its `params`. */
export type NotificationParams = Readonly<Record<string, string | number>>;

/** The type's label in `locale` (the registry's pt-BR one for pt-BR); a type this build does not know: its name. */
export const notificationLabel = (type: string, locale: NotificationLocale): string =>
  isNotificationType(type) ? NOTIFICATION_TEXTS[locale].types[type].label : type;

/**
 * The title of a notification in `locale`, from its type and params; `fallback` (the stored pt-BR
 * title) when the type is unknown, a row has no params (written before issue 29 and not
 * backfilled) or a param the template names is missing.
 */
export function renderNotificationTitle(
  n: { type: string; params?: NotificationParams | null; title?: string },
  locale: NotificationLocale,
): string {
  const fallback = n.title ?? '';
  if (!isNotificationType(n.type) || !n.params) return fallback;
  let missing = false;
  const text = NOTIFICATION_TEXTS[locale].types[n.type].title.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = n.params![k];
    if (v === undefined || v === null) missing = true;
    return String(v ?? '');
  });
  return missing ? fallback : text;
}
