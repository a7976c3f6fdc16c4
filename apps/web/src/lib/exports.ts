// The one client of exports (docs/exports.md): every kind (grades CSV, sessions CSV, student-log
// PDF) is asked for through its own route, then awaited and downloaded the same way, through the
// shared routes GET /exports/{id} and /exports/{id}/file.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportPaths, exportSchema, type Export } from '@trilha/shared/exports';
import { request, requestBlob } from './api.ts';
import { saveBlob } from './transfer.ts';

/** Where an export stands (GET /exports/{id}): pending, processing, ready or failed. */
export const exportStatus = (id: number, signal?: AbortSignal) =>
  request(exportPaths.status(id), { schema: exportSchema, signal });

/**
 * The file of a ready export (GET /exports/{id}/file) as a Blob, with the signed-in user's token
 * (an <a href> would arrive without it), through lib/api.ts's one file client: a 401 signs out,
 * refusals are ApiError with the server's translated message.
 */
export async function downloadExport(id: number, signal?: AbortSignal): Promise<Blob> {
  return (await requestBlob(exportPaths.file(id), { signal })).blob;
}

/** Downloads a ready export and saves it under `name` (the browser's download). */
export const saveExport = async (id: number, name: string): Promise<void> => saveBlob(await downloadExport(id), name);

const settled = (e: Export | undefined) => e?.status === 'ready' || e?.status === 'failed';

/**
 * An export button's life: `start` asks for the file (the kind's own route) and gives its id; the
 * export is then awaited by polling its status every `pollMs` (a feature with a live event calls
 * `check()` when it comes, so the poll is only the fallback), and once settled handed to `onReady`
 * (the file is there: save or open it) or `onFailed`. A refusal of the status read goes to `onError`.
 */
export function useExport(o: {
  start: () => Promise<number>;
  pollMs: number;
  onReady: (e: Export) => void;
  onFailed: (e: Export) => void;
  onError: (error: unknown) => void;
}) {
  // The latest callbacks (a feature passes new closures each render; settling must not re-run).
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });
  const [id, setId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const status = useQuery({
    queryKey: ['exports', id],
    queryFn: ({ signal }) => exportStatus(id!, signal),
    enabled: id !== null,
    refetchInterval: (q) => (settled(q.state.data) ? false : o.pollMs),
  });
  const current = id !== null && status.data?.id === id ? status.data : undefined;
  useEffect(() => {
    if (!current || !settled(current)) return;
    setId(null);
    if (current.status === 'ready') latest.current.onReady(current);
    else latest.current.onFailed(current);
  }, [current]);
  useEffect(() => {
    if (status.isError && id !== null) {
      setId(null);
      latest.current.onError(status.error);
    }
  }, [status.isError, status.error, id]);
  const begin = () => {
    setStarting(true);
    o.start()
      .then(setId, (e: unknown) => latest.current.onError(e))
      .finally(() => setStarting(false));
  };
  return {
    begin,
    /** Asked for and not yet settled. */
    busy: starting || id !== null,
    /** The export being awaited (to match a live event against). */
    id,
    /** Reads the status now (a live event said it changed). */
    check: () => void status.refetch(),
  };
}
