import { defineApiDomain } from '../../kit/domain.ts';
import { broadcastingRoutes } from './routes.ts';

/** POST /broadcasting/auth: private-channel authorisation for Pusher-protocol clients (001 "Live channels"). */
export const broadcastingDomain = defineApiDomain({ name: 'broadcasting', routes: broadcastingRoutes });
