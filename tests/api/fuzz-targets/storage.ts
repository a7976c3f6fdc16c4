import { defineFuzzTargets } from './define.ts';

/** Stored files: a public key, and a path that tries to climb out of the storage folder. */
export default defineFuzzTargets({
  resources: ['storage'],
  async pathParam() {
    return ['public/none.png', '..%2f..%2fpackage.json'];
  },
});
