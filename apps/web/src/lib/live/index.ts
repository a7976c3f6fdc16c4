// The app's one live client (docs/web-client.md "Live events"), following the session: a token
// change reconnects its sockets, signing out closes them. Loaded with the first screen that
// listens, so neither socket.io nor the event declarations are on the sign-in page.
import { session } from '../session.ts';
import { createLiveClient } from './live-client.ts';
import { openSocketIo } from './socket-io.ts';

export const live = createLiveClient({ open: openSocketIo });
live.setToken(session.token());
session.subscribe(() => live.setToken(session.token()));
