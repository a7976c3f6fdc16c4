import { useEffect } from 'react';
import { useSession } from '../../lib/session.ts';
import { queryClient } from '../../app/query-client.ts';
import { materialKeys } from './api.ts';

/**
 * Keeps the open screen current while others build the course: subscribes the discipline's channel
 * on the material-production namespace (packages/shared realtime: channels.disciplineMaterials) and,
 * on any material or item event, refetches the materials through the API, which applies what this
 * user may see (hidden items, locks). Events carry ids only. Bursts (an import of 20 files) are
 * gathered into one refetch. socket.io is loaded here, with the screen, not on the sign-in page.
 */
export function useMaterialLive(disciplineId: number): void {
  const s = useSession();
  const token = s?.token;
  useEffect(() => {
    if (!token) return;
    let closed = false;
    let disconnect: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: materialKeys.materials(disciplineId) });
      }, 300);
    };
    void Promise.all([import('socket.io-client'), import('@trilha/shared/realtime'), import('../../lib/config.ts')]).then(
      ([{ io }, rt, { config }]) => {
        if (closed) return;
        const sock = io(`${config().realtimeUrl}${rt.MATERIAL_PRODUCTION_NAMESPACE}`, {
          auth: { token },
          transports: ['websocket'],
          reconnectionDelayMax: 10_000,
        });
        const channel = rt.channels.disciplineMaterials(disciplineId);
        sock.on('connect', () => {
          sock.emit(rt.SUBSCRIBE, { channel }, (ack: { ok: boolean } | undefined) => {
            if (!ack?.ok) console.error(`Realtime subscription to ${channel} refused`, ack);
          });
        });
        const events = [
          rt.EVENTS.materialCreated,
          rt.EVENTS.materialUpdated,
          rt.EVENTS.materialDeleted,
          rt.EVENTS.materialsReordered,
          rt.EVENTS.materialItemCreated,
          rt.EVENTS.materialItemUpdated,
          rt.EVENTS.materialItemDeleted,
          rt.EVENTS.materialItemsReordered,
        ];
        for (const name of events)
          sock.on(name, (msg: { data?: unknown }) => {
            const p = rt.materialChangePayloadSchema.safeParse(msg?.data ?? msg);
            if (p.success && p.data.discipline_id === disciplineId) refresh();
          });
        disconnect = () => sock.disconnect();
      },
    );
    return () => {
      closed = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [token, disciplineId]);
}
