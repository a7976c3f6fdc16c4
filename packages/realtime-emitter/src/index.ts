export { createEmitter, type RealtimeEmitter, type EmitterOptions } from './emitter.ts';
export { localBus, LOCAL_BROADCAST, type LocalBroadcast } from './local-bus.ts';
