import { useSyncExternalStore } from 'react';

/** The window's inner width, following resizes and rotations (the panel's width depends on it). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('resize', cb);
      return () => window.removeEventListener('resize', cb);
    },
    () => window.innerWidth,
    () => 1024,
  );
}
