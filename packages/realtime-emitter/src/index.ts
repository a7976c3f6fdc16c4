export { createEmitter, LivePayloadError, type RealtimeEmitter, type EmitterOptions } from './emitter.ts';
export { localBus, LOCAL_BROADCAST, LOCAL_END_SESSIONS, type LocalBroadcast } from './local-bus.ts';
