import { EventEmitter } from 'node:events';

/** One broadcast as it travels from an emitter to the realtime server(s) of the same process. */
export interface LocalBroadcast {
  namespace: string;
  channel: string;
  event: string;
  data: unknown;
}

export const LOCAL_BROADCAST = 'broadcast';
/** Payload: the server rooms (`sessionRoom`) whose sockets to disconnect. */
export const LOCAL_END_SESSIONS = 'end-sessions';

/**
 * In-process bus for the embedded single-process mode (no Redis): emitters publish here and a
 * realtime server created in the same process forwards to its sockets. Module-level on purpose,
 * so the API and the realtime server share it without being wired together.
 */
export const localBus = new EventEmitter();
localBus.setMaxListeners(0);
