import { lazy } from 'react';

/**
 * The SCORM player as its own chunk (scorm-again loads only when a package opens): render it in
 * <Suspense>. Props: ScormPlayerProps (ScormPlayer.tsx).
 */
export const LazyScormPlayer = lazy(() => import('./ScormPlayer.tsx'));
export type { ScormPlayerProps, ScormProgress } from './ScormPlayer.tsx';
