// The live client's logic, free of socket.io and React (docs/web-client.md "Live events"): one
// socket per namespace, channels reference-counted, subscriptions renewed on every (re)connect,
// payloads checked against the domains' declarations before any handler sees them.
import type { RealtimeNamespace } from '@trilha/shared/kernel';
import { checkLive, SUBSCRIBE, UNSUBSCRIBE, type LiveChannel, type SubscribeAck } from '@trilha/shared/realtime';

/** What the client needs of a socket: socket.io's, adapted (socket-io.ts), or a test's. */
export interface LiveSocket {
  readonly connected: boolean;
  /** Fires on the first connection and on every reconnection: the server has forgotten our rooms. */
  onConnect(fn: () => void): void;
  /** The connection could not be made (the server down or unreachable, the token refused). */
  onConnectError(fn: (err: unknown) => void): void;
  /** Every event the server sends: its name and its one argument `{ channel, data }`. */
  onAny(fn: (event: string, message: unknown) => void): void;
  emit(event: typeof SUBSCRIBE | typeof UNSUBSCRIBE, payload: { channel: string }, ack?: (res: SubscribeAck) => void): void;
  /** Connect again with another token (access-as, back from it). */
  reconnect(token: string): void;
  close(): void;
}
export type OpenSocket = (namespace: RealtimeNamespace, token: string) => Promise<LiveSocket>;

export type LiveHandler = (payload: unknown, event: string) => void;
export type ListenOptions = {
  /** The server refused the channel (the user may not listen to it). Logged either way. */
  onRefused?: (ack: SubscribeAck) => void;
  /** The server accepted the channel (on every subscription: the first and after each reconnection). */
  onSubscribed?: () => void;
  /** The namespace's connection failed (could not open, or a connection attempt failed). Logged either way. */
  onUnreachable?: (err: unknown) => void;
};
export type LiveClientOptions = {
  open: OpenSocket;
  log?: Pick<Console, 'error' | 'warn'>;
};

export interface LiveClient {
  /** The session's token; null (signed out) closes every socket. Listeners stay for the next one. */
  setToken(token: string | null): void;
  /** Calls `handler` with each valid payload of `events` on `channel`; returns the unlisten. */
  listen(channel: LiveChannel, events: readonly string[], handler: LiveHandler, options?: ListenOptions): () => void;
  /**
   * A test connection (000 §7): listens like `listen`, and lets the channel go `holdMs` after the
   * server first accepted it ("the channel is left 10 s after a test connection"), or at once when
   * it is refused; a failed connection reaches `onUnreachable`. Returns the early release.
   */
  testConnection(
    channel: LiveChannel,
    events: readonly string[],
    handler: LiveHandler,
    options: ListenOptions & { holdMs: number },
  ): () => void;
}

type Listener = { events: ReadonlySet<string>; handler: LiveHandler; options: ListenOptions };
type ChannelEntry = { channel: LiveChannel; listeners: Set<Listener> };
type Namespace = {
  name: RealtimeNamespace;
  channels: Map<string, ChannelEntry>;
  socket: LiveSocket | null;
  /** The socket being opened (socket.io loads lazily); replaced or cleared to cancel it. */
  pending: Promise<LiveSocket> | null;
};

export function createLiveClient({ open, log = console }: LiveClientOptions): LiveClient {
  let token: string | null = null;
  const namespaces = new Map<RealtimeNamespace, Namespace>();

  const namespaceOf = (name: RealtimeNamespace): Namespace => {
    let ns = namespaces.get(name);
    if (!ns) namespaces.set(name, (ns = { name, channels: new Map(), socket: null, pending: null }));
    return ns;
  };

  function subscribe(ns: Namespace, socket: LiveSocket, entry: ChannelEntry): void {
    const name = entry.channel.name;
    socket.emit(SUBSCRIBE, { channel: name }, (ack) => {
      // An answer that arrives after the channel was let go (or the socket replaced, after a token
      // change) is about a listener that no longer exists.
      if (ns.socket !== socket || ns.channels.get(name) !== entry) return;
      if (ack?.ok) {
        for (const l of [...entry.listeners]) l.options.onSubscribed?.();
        return;
      }
      log.error(`Realtime subscription to ${name} refused`, ack);
      for (const l of [...entry.listeners]) l.options.onRefused?.(ack);
    });
  }

  /** Tells every listener of the namespace that its connection failed. */
  function unreachable(ns: Namespace, err: unknown): void {
    log.error(`Realtime connection to ${ns.name} failed`, err);
    for (const entry of [...ns.channels.values()]) for (const l of [...entry.listeners]) l.options.onUnreachable?.(err);
  }

  function dispatch(ns: Namespace, event: string, message: unknown): void {
    const m = message as { channel?: unknown; data?: unknown } | null;
    const entry = typeof m?.channel === 'string' ? ns.channels.get(m.channel) : undefined;
    if (!entry) return;
    const targets = [...entry.listeners].filter((l) => l.events.has(event));
    if (!targets.length) return;
    const verdict = checkLive(entry.channel, event, m?.data);
    if (!verdict.ok) {
      // What the declarations do not promise never reaches a screen.
      log.warn(`Realtime event dropped: ${verdict.error}`);
      return;
    }
    for (const l of targets) {
      try {
        l.handler(verdict.data, event);
      } catch (err) {
        log.error(`Realtime handler of ${event} failed`, err);
      }
    }
  }

  function attach(ns: Namespace, socket: LiveSocket): void {
    ns.socket = socket;
    socket.onConnect(() => {
      if (ns.socket !== socket) return;
      for (const entry of ns.channels.values()) subscribe(ns, socket, entry);
    });
    socket.onAny((event, message) => {
      if (ns.socket === socket) dispatch(ns, event, message);
    });
    socket.onConnectError((err) => {
      if (ns.socket === socket) unreachable(ns, err);
    });
    if (socket.connected) for (const entry of ns.channels.values()) subscribe(ns, socket, entry);
  }

  /** Opens the namespace's socket if someone listens there and there is a token. */
  function ensureSocket(ns: Namespace): void {
    if (token === null || ns.channels.size === 0 || ns.socket || ns.pending) return;
    const pending = open(ns.name, token);
    ns.pending = pending;
    pending.then(
      (socket) => {
        if (ns.pending !== pending) return socket.close(); // cancelled while socket.io loaded
        ns.pending = null;
        attach(ns, socket);
      },
      (err: unknown) => {
        if (ns.pending !== pending) return;
        ns.pending = null;
        unreachable(ns, err);
      },
    );
  }

  function dropSocket(ns: Namespace): void {
    ns.pending = null;
    ns.socket?.close();
    ns.socket = null;
  }

  const client: LiveClient = {
    setToken(next) {
      if (next === token) return;
      token = next;
      for (const ns of namespaces.values()) {
        if (next === null) dropSocket(ns);
        // The server forgets the old connection's rooms; `onConnect` subscribes them again.
        else if (ns.socket) ns.socket.reconnect(next);
        else {
          dropSocket(ns); // one still opening with the old token
          ensureSocket(ns);
        }
      }
    },

    listen(channel, events, handler, options = {}) {
      const ns = namespaceOf(channel.namespace);
      let entry = ns.channels.get(channel.name);
      const listener: Listener = { events: new Set(events), handler, options };
      if (!entry) {
        entry = { channel, listeners: new Set([listener]) };
        ns.channels.set(channel.name, entry);
        if (ns.socket?.connected) subscribe(ns, ns.socket, entry);
      } else entry.listeners.add(listener);
      ensureSocket(ns);

      const own = entry;
      return () => {
        if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
        ns.channels.delete(channel.name);
        // The last channel of a namespace takes its socket with it (leaving the materials screen
        // closes /material-production); otherwise only this channel is left.
        if (ns.channels.size === 0) dropSocket(ns);
        else if (ns.socket?.connected) ns.socket.emit(UNSUBSCRIBE, { channel: channel.name });
      };
    },

    testConnection(channel, events, handler, { holdMs, ...options }) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stop: (() => void) | null = null;
      let released = false;
      const release = () => {
        released = true;
        clearTimeout(timer);
        stop?.();
        stop = null;
      };
      stop = client.listen(channel, events, handler, {
        ...options,
        onSubscribed: () => {
          options.onSubscribed?.();
          timer ??= setTimeout(release, holdMs);
        },
        onRefused: (ack) => {
          options.onRefused?.(ack);
          release();
        },
      });
      if (released) release(); // refused before `listen` returned (an answer given at once)
      return release;
    },
  };
  return client;
}
