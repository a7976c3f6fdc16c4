// The registry of notification types: one line per type. The preferences screen, the
// preferences API, the in-app insert and the daily digest all read it, so adding a type here is
// the whole change they need (docs/notifications.md "Adding a type"). Zod-free: the web's entry
// and the worker import it as it is.

/** The channels a notification can reach its user by. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationTypeDef = {
  /** pt-BR, as the preferences screen and the digest e-mail name it. */
  readonly label: string;
  /** What a user who never chose gets: `email` is the daily digest, never one e-mail per notification. */
  readonly defaults: { readonly [C in NotificationChannel]: boolean };
  /** Where the notification leads in the web app (001 §2), or null when it cannot lead anywhere. */
  readonly path: (n: { discipline_id: number | null; subject_id: number | null; comment_id?: number | null }) => string | null;
};

const defineNotificationTypes = <const T extends Record<string, NotificationTypeDef>>(defs: T): T => defs;

const ON = { in_app: true, email: true } as const;
const materials = (n: { discipline_id: number | null }) =>
  n.discipline_id === null ? null : `/discipline/${n.discipline_id}/materials`;

const atComment = (n: { discipline_id: number | null; subject_id: number | null; comment_id?: number | null }) =>
  n.discipline_id === null || n.subject_id === null
    ? null
    : `/discipline/${n.discipline_id}/forum/${n.subject_id}${n.comment_id ? `?comment=${n.comment_id}` : ''}`;

export const NOTIFICATION_TYPE_DEFS = defineNotificationTypes({
  MaterialCreated: { label: 'Novo material', defaults: ON, path: materials },
  MaterialItemCreated: { label: 'Novo item de material', defaults: ON, path: materials },
  ForumCreated: {
    label: 'Novo fórum',
    defaults: ON,
    path: (n) =>
      n.discipline_id === null || n.subject_id === null ? null : `/discipline/${n.discipline_id}/forum/${n.subject_id}`,
  },
  // Ours (beyond the spec): Forum View at the comment (`subject_id` the forum, `comment_id` the comment).
  ForumCommentMentioned: { label: 'Menção em comentário', defaults: ON, path: atComment },
  ForumCommentCreated: { label: 'Comentário em fórum que você segue', defaults: ON, path: atComment },
  ForumReplyCreated: { label: 'Resposta em discussão que você segue', defaults: ON, path: atComment },
  // Issue 29 (notifications): facts that told nobody before. `subject_id`: the event, alert, item or follower.
  CalendarEventCreated: { label: 'Novo evento no calendário', defaults: ON, path: () => '/calendar' },
  WarningPublished: { label: 'Novo aviso', defaults: ON, path: () => '/notes' },
  AssignmentEvaluated: { label: 'Tarefa avaliada', defaults: ON, path: materials },
  GradeChanged: { label: 'Nota alterada', defaults: ON, path: materials },
  NewFollower: {
    label: 'Novo seguidor',
    defaults: ON,
    path: (n) => (n.subject_id === null ? null : `/profile/${n.subject_id}`),
  },
});

export type NotificationType = keyof typeof NOTIFICATION_TYPE_DEFS;
/** The kinds written today, in the registry's order (the preferences screen's rows). */
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_DEFS) as [NotificationType, ...NotificationType[]];

export const isNotificationType = (t: string): t is NotificationType => Object.hasOwn(NOTIFICATION_TYPE_DEFS, t);

/** The preferences row that stands for every type (one-click unsubscribe writes it for e-mail). */
export const ALL_NOTIFICATION_TYPES = '*';

/** The types whose default for a channel is off (passed to the set-based statements). */
export const typesOffByDefault = (channel: NotificationChannel): string[] =>
  NOTIFICATION_TYPES.filter((t) => !NOTIFICATION_TYPE_DEFS[t].defaults[channel]);
