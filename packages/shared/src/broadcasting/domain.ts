import { defineDomain } from '../domain.ts';

/** POST /broadcasting/auth: no texts, permissions or errors of its own (refusals are the kernel's FORBIDDEN). */
export const broadcastingDomain = defineDomain({ name: 'broadcasting', messages: {}, permissions: {}, errors: {} });
