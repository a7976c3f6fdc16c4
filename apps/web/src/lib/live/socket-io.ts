import type { OpenSocket } from './live-client.ts';
import { config } from '../config.ts';

/**
 * The client's sockets are socket.io's, loaded with the first listener (never on the sign-in page):
 * the token in the handshake, WebSocket only, reconnecting by itself after a drop (the client then
 * subscribes again on `connect`).
 */
export const openSocketIo: OpenSocket = async (namespace, token) => {
  const { io } = await import('socket.io-client');
  const socket = io(`${config().realtimeUrl}${namespace}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
  return {
    get connected() {
      return socket.connected;
    },
    onConnect: (fn) => void socket.on('connect', fn),
    onAny: (fn) => void socket.onAny(fn),
    onConnectError: (fn) => void socket.on('connect_error', fn),
    emit: (event, payload, ack) => void (ack ? socket.emit(event, payload, ack) : socket.emit(event, payload)),
    reconnect(next) {
      // socket.io sends `auth` with each CONNECT: the new token is used from the next one.
      socket.auth = { token: next };
      socket.disconnect().connect();
    },
    close: () => void socket.disconnect(),
  };
};
