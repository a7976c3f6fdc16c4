import { useEffect, useRef } from 'react';
import { disciplineMaterialsChannel, MATERIAL_CHANGE_EVENTS } from '@trilha/shared/materials';
import { queryClient } from '../../app/query-client.ts';
import { useLiveEvent } from '../../lib/live/use-live-event.ts';
import { materialKeys } from './api.ts';

/** Changes this close together are one refetch (an import of 20 files sends 20 events). */
const GATHER_MS = 300;

/**
 * Keeps the open screen current while others build the course: listens to the discipline's
 * channel on the material-production namespace and, on any material or item event, refetches the
 * materials through the API, which applies what this user may see (hidden items, locks). Events
 * carry ids only.
 */
export function useMaterialLive(disciplineId: number): void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), [disciplineId]);
  useLiveEvent(disciplineMaterialsChannel(disciplineId), MATERIAL_CHANGE_EVENTS, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: materialKeys.materials(disciplineId) });
    }, GATHER_MS);
  });
}
