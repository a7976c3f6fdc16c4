import type { Feature } from '../../app/feature.ts';
import type { accessAsStrings } from './strings.ts';

/** Access-as (000 §4): started from the users list, left from the banner the shell shows. */
export const accessAsFeature: Feature<typeof accessAsStrings> = {
  name: 'access-as',
  strings: () => import('./strings.ts').then((m) => m.accessAsStrings),
};
