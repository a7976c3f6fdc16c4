import { describe, expect, it, vi } from 'vitest';
import type { RealtimeNamespace } from '@trilha/shared/kernel';
import { channels, SUBSCRIBE, UNSUBSCRIBE, type SubscribeAck } from '@trilha/shared/realtime';
import { createLiveClient, type LiveSocket } from '../../apps/web/src/lib/live/live-client.ts';

/**
 * A socket whose server is the test: it records what the client sends, answers subscriptions
 * (refusing the names in `refuse`) and connects, drops and delivers when told to.
 */
class ServerSideOfSocket implements LiveSocket {
  connected = false;
  closed = false;
  sent: string[] = [];
  reconnectedWith: string[] = [];
  refuse = new Set<string>();
  private connectFns: (() => void)[] = [];
  private anyFns: ((event: string, message: unknown) => void)[] = [];
  constructor(
    readonly namespace: RealtimeNamespace,
    public token: string,
  ) {}
  onConnect(fn: () => void) {
    this.connectFns.push(fn);
  }
  onAny(fn: (event: string, message: unknown) => void) {
    this.anyFns.push(fn);
  }
  private errorFns: ((err: unknown) => void)[] = [];
  onConnectError(fn: (err: unknown) => void) {
    this.errorFns.push(fn);
  }
  /** The server's side: a connection attempt fails (down, unreachable, the token refused). */
  fail(err: unknown) {
    for (const fn of this.errorFns) fn(err);
  }
  emit(event: string, { channel }: { channel: string }, ack?: (res: SubscribeAck) => void) {
    if (!this.connected) throw new Error(`${event} ${channel} sent while disconnected`);
    this.sent.push(`${event} ${channel}`);
    if (event === SUBSCRIBE) ack?.(this.refuse.has(channel) ? { ok: false, error: 'forbidden' } : { ok: true, channel });
  }
  reconnect(token: string) {
    this.token = token;
    this.reconnectedWith.push(token);
    this.connected = false;
  }
  close() {
    this.closed = true;
    this.connected = false;
  }
  // The server's side:
  connect() {
    this.connected = true;
    for (const fn of this.connectFns) fn();
  }
  drop() {
    this.connected = false;
  }
  deliver(event: string, channel: string, data: unknown) {
    for (const fn of this.anyFns) fn(event, { channel, data });
  }
  subscriptions = () => this.sent.filter((s) => s.startsWith(`${SUBSCRIBE} `));
}

function setup(token: string | null = 'tok-a') {
  const sockets: ServerSideOfSocket[] = [];
  const waiting: (() => void)[] = [];
  const log = { error: vi.fn(), warn: vi.fn() };
  let deferOpen = false;
  const client = createLiveClient({
    log,
    open: (namespace, t) => {
      const s = new ServerSideOfSocket(namespace, t);
      sockets.push(s);
      // As socket.io-client loading lazily: the socket arrives a moment later.
      return new Promise((resolve) => (deferOpen ? waiting.push(() => resolve(s)) : resolve(s)));
    },
  });
  client.setToken(token);
  return {
    client,
    sockets,
    log,
    /** Sockets opened from now on wait for `arrive()`. */
    holdOpens: () => (deferOpen = true),
    arrive: async () => {
      for (const w of waiting.splice(0)) w();
      await flush();
    },
    /** The open socket of a namespace, connected by its server. */
    connected: async (namespace: RealtimeNamespace = '/main') => {
      await flush();
      const s = sockets.filter((x) => x.namespace === namespace && !x.closed).at(-1);
      if (!s) throw new Error(`no socket on ${namespace}`);
      if (!s.connected) s.connect();
      return s;
    },
  };
}
const flush = () => new Promise<void>((r) => setTimeout(r, 0));
const noop = () => {};

describe('live client: one socket per namespace, channels counted', () => {
  it('subscribes a channel on its first listener and unsubscribes it on its last', async () => {
    const t = setup();
    const user = channels.user(7);
    const stopPoints = t.client.listen(user, ['.points.added'], noop);
    const stopBadge = t.client.listen(user, ['.badge.added'], noop);
    const stopAchievements = t.client.listen(channels.achievements(7), ['.badge.added'], noop);
    const s = await t.connected();
    expect(s.sent).toEqual([`${SUBSCRIBE} users.7`, `${SUBSCRIBE} achievements.7`]);

    stopPoints();
    expect(s.sent).toHaveLength(2); // .badge.added still listens on users.7
    stopBadge();
    expect(s.sent.at(-1)).toBe(`${UNSUBSCRIBE} users.7`);
    const again = t.client.listen(user, ['.points.added'], noop);
    expect(s.sent.at(-1)).toBe(`${SUBSCRIBE} users.7`);
    again();
    stopAchievements();
    // The namespace's last channel takes its socket with it.
    expect(s.closed).toBe(true);
    expect(t.sockets).toHaveLength(1);
  });

  it('opens one socket per namespace however many channels and listeners', async () => {
    const t = setup();
    t.client.listen(channels.user(7), ['.points.added'], noop);
    t.client.listen(channels.user(7), ['.assignment.evaluated'], noop);
    t.client.listen(channels.achievements(7), ['.badge.added'], noop);
    t.client.listen(channels.disciplineMaterials(3), ['.material.created', '.material.updated'], noop);
    t.client.listen(channels.disciplineMaterials(4), ['.material.deleted'], noop);
    await flush();
    expect(t.sockets.map((s) => [s.namespace, s.token])).toEqual([
      ['/main', 'tok-a'],
      ['/material-production', 'tok-a'],
    ]);
    const production = await t.connected('/material-production');
    expect(production.subscriptions()).toEqual([`${SUBSCRIBE} discipline.3.materials`, `${SUBSCRIBE} discipline.4.materials`]);
  });

  it('subscribes every channel again after a reconnection, once each', async () => {
    const t = setup();
    t.client.listen(channels.user(7), ['.points.added'], noop);
    t.client.listen(channels.user(7), ['.badge.added'], noop);
    t.client.listen(channels.achievements(7), ['.badge.added'], noop);
    const s = await t.connected();
    s.drop();
    const gone = t.client.listen(channels.notifications(3, 7), ['.notification.created'], noop);
    gone(); // listened and let go while offline: nothing to send
    s.connect();
    expect(s.subscriptions()).toEqual([
      `${SUBSCRIBE} users.7`,
      `${SUBSCRIBE} achievements.7`,
      `${SUBSCRIBE} users.7`,
      `${SUBSCRIBE} achievements.7`,
    ]);
  });

  it('reconnects with a new token, and signing out closes the sockets until the next sign-in', async () => {
    const t = setup();
    t.client.listen(channels.user(7), ['.points.added'], noop);
    t.client.listen(channels.disciplineMaterials(3), ['.material.created'], noop);
    const main = await t.connected();
    const production = await t.connected('/material-production');

    t.client.setToken('tok-a'); // the same token (a user update): nothing happens
    expect(main.reconnectedWith).toEqual([]);
    t.client.setToken('tok-b'); // access-as
    expect(main.reconnectedWith).toEqual(['tok-b']);
    expect(production.reconnectedWith).toEqual(['tok-b']);
    main.connect();
    expect(main.subscriptions()).toEqual([`${SUBSCRIBE} users.7`, `${SUBSCRIBE} users.7`]);

    t.client.setToken(null);
    expect([main.closed, production.closed]).toEqual([true, true]);
    t.client.setToken('tok-c');
    await flush();
    expect(t.sockets.slice(2).map((s) => [s.namespace, s.token])).toEqual([
      ['/main', 'tok-c'],
      ['/material-production', 'tok-c'],
    ]);
  });

  it('opens nothing without a token', async () => {
    const t = setup(null);
    t.client.listen(channels.user(7), ['.points.added'], noop);
    await flush();
    expect(t.sockets).toHaveLength(0);
    t.client.setToken('tok-a');
    expect((await t.connected()).subscriptions()).toEqual([`${SUBSCRIBE} users.7`]);
  });

  it('closes a socket that arrives after its last listener left, or after the token changed', async () => {
    const t = setup();
    t.holdOpens();
    const stop = t.client.listen(channels.disciplineMaterials(3), ['.material.created'], noop);
    stop();
    await t.arrive();
    expect(t.sockets.map((s) => s.closed)).toEqual([true]);

    t.client.listen(channels.user(7), ['.points.added'], noop);
    t.client.setToken('tok-b');
    await t.arrive();
    // The one opened with the old token is closed; the new token's is the socket in use.
    expect(t.sockets.slice(1).map((s) => [s.token, s.closed])).toEqual([
      ['tok-a', true],
      ['tok-b', false],
    ]);
    expect((await t.connected()).subscriptions()).toEqual([`${SUBSCRIBE} users.7`]);
  });
});

describe('live client: refusals and payloads', () => {
  it('reports a refused channel to its listeners; a refusal of a channel let go is not reported', async () => {
    const t = setup();
    const refused = vi.fn();
    t.client.listen(channels.achievements(7), ['.badge.added'], noop, { onRefused: refused });
    await flush();
    const s = t.sockets[0]!;
    s.refuse.add('achievements.7');
    s.connect();
    expect(refused).toHaveBeenCalledExactlyOnceWith({ ok: false, error: 'forbidden' });
    expect(t.log.error).toHaveBeenCalledWith('Realtime subscription to achievements.7 refused', {
      ok: false,
      error: 'forbidden',
    });

    // A refusal answered after the listener left (e.g. the old user's channel after access-as).
    const late = vi.fn();
    let answer: ((a: SubscribeAck) => void) | undefined;
    s.emit = (event, _p, ack) => {
      if (event === SUBSCRIBE) answer = ack;
    };
    const stop = t.client.listen(channels.user(8), ['.points.added'], noop, { onRefused: late });
    stop();
    answer!({ ok: false, error: 'forbidden' });
    expect(late).not.toHaveBeenCalled();
  });

  it('hands valid payloads to the listeners of that event on that channel, and drops invalid ones', async () => {
    const t = setup();
    const points = vi.fn();
    const otherUser = vi.fn();
    const badges = vi.fn();
    t.client.listen(channels.user(7), ['.points.added'], points);
    t.client.listen(channels.user(7), ['.badge.added'], badges);
    t.client.listen(channels.user(8), ['.points.added'], otherUser);
    const s = await t.connected();

    s.deliver('.points.added', 'users.7', { points: 10, total: 110, extra: 'x' });
    expect(points).toHaveBeenCalledExactlyOnceWith({ points: 10, total: 110 }, '.points.added');
    expect(otherUser).not.toHaveBeenCalled();
    expect(badges).not.toHaveBeenCalled();

    s.deliver('.points.added', 'users.7', { points: 'dez' });
    s.deliver('.points.added', 'users.7', undefined);
    s.deliver('.material.created', 'users.7', { discipline_id: 1, material_id: 1 }); // no listener of it there
    s.deliver('.points.added', 'users.9', { points: 1 }); // a channel nobody listens to
    expect(points).toHaveBeenCalledTimes(1);
    expect(t.log.warn).toHaveBeenCalledTimes(2);
    expect(String(t.log.warn.mock.calls[0]![0])).toMatch(/^Realtime event dropped: live event \.points\.added on users\.7/);
  });

  it('a handler that throws does not keep the others from their payload', async () => {
    const t = setup();
    const second = vi.fn();
    t.client.listen(channels.user(7), ['.points.added'], () => {
      throw new Error('boom');
    });
    t.client.listen(channels.user(7), ['.points.added'], second);
    const s = await t.connected();
    s.deliver('.points.added', 'users.7', { points: 1 });
    expect(second).toHaveBeenCalledOnce();
    expect(t.log.error).toHaveBeenCalledWith('Realtime handler of .points.added failed', expect.any(Error));
  });
});

describe('live client: failed connections and test connections (issue 29)', () => {
  it('tells the listeners of a namespace that its connection failed or could not open', async () => {
    const t = setup();
    const forum = vi.fn();
    const other = vi.fn();
    t.client.listen(channels.forumStudent(5), ['.comment.sent'], noop, { onUnreachable: forum });
    t.client.listen(channels.disciplineMaterials(3), ['.material.created'], noop, { onUnreachable: other });
    const s = await t.connected();
    s.fail(new Error('websocket error'));
    expect(forum).toHaveBeenCalledExactlyOnceWith(new Error('websocket error'));
    expect(other).not.toHaveBeenCalled(); // another namespace's socket

    // socket.io-client itself could not be loaded: the listeners hear it too.
    const failing = createLiveClient({ log: t.log, open: () => Promise.reject(new Error('chunk load failed')) });
    const lost = vi.fn();
    failing.setToken('tok');
    failing.listen(channels.forum(5), ['.comment.sent'], noop, { onUnreachable: lost });
    await flush();
    expect(lost).toHaveBeenCalledExactlyOnceWith(new Error('chunk load failed'));
  });

  it('a test connection leaves its channel holdMs after the server accepted it; a refused one at once', async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      const badge = vi.fn();
      t.client.testConnection(channels.achievements(7), ['.badge.added'], badge, { holdMs: 10_000 });
      t.client.listen(channels.user(7), ['.points.added'], noop); // keeps the socket open
      await vi.advanceTimersByTimeAsync(0);
      const s = t.sockets[0]!;
      s.connect();
      expect(s.subscriptions()).toEqual([`${SUBSCRIBE} achievements.7`, `${SUBSCRIBE} users.7`]);
      // While it is held, what it carries is delivered.
      s.deliver('.badge.added', 'achievements.7', { badge: { name: 'Pontual', description: 'x', image: null } });
      expect(badge).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(s.sent.at(-1)).toBe(`${SUBSCRIBE} users.7`);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.sent.at(-1)).toBe(`${UNSUBSCRIBE} achievements.7`);
      s.deliver('.badge.added', 'achievements.7', { badge: { name: 'Outro', description: 'x', image: null } });
      expect(badge).toHaveBeenCalledOnce();

      // Refused: reported, and let go without waiting.
      const refused = vi.fn();
      s.refuse.add('achievements.8');
      t.client.testConnection(channels.achievements(8), ['.badge.added'], noop, { holdMs: 10_000, onRefused: refused });
      expect(refused).toHaveBeenCalledExactlyOnceWith({ ok: false, error: 'forbidden' });
      expect(s.sent.at(-1)).toBe(`${UNSUBSCRIBE} achievements.8`);

      // Released early (the component unmounted): left at once, and no timer leaves it twice.
      const release = t.client.testConnection(channels.achievements(9), ['.badge.added'], noop, { holdMs: 10_000 });
      release();
      expect(s.sent.at(-1)).toBe(`${UNSUBSCRIBE} achievements.9`);
      const sent = s.sent.length;
      await vi.advanceTimersByTimeAsync(20_000);
      expect(s.sent).toHaveLength(sent);
    } finally {
      vi.useRealTimers();
    }
  });
});
