import { defineLiveChannel } from './define.ts';

/**
 * The channels no single domain owns. `users.{id}` is the user's own inbox on /main (000 §7): any
 * domain that tells one person something live sends it there (points, badges, an evaluated task).
 */
export const userChannel = defineLiveChannel({
  key: 'user',
  namespace: '/main',
  pattern: 'users.{id}',
  name: (userId: number) => `users.${userId}`,
});
