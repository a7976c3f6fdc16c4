import { useEffect, useState } from 'react';
import { downloadFile } from '../../../lib/transfer.ts';

/**
 * A material file fetched with the session's token, as a blob and an object URL that lives as long
 * as the component (revoked on unmount or when the file changes).
 */
export function useFileBlob(url: string | null) {
  const [state, setState] = useState<{ url: string | null; blob: Blob | null; objectUrl: string | null; error: unknown }>({
    url: null,
    blob: null,
    objectUrl: null,
    error: null,
  });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    downloadFile(url, abort.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, blob, objectUrl, error: null });
      },
      (error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState({ url, blob: null, objectUrl: null, error });
      },
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // A stale answer for a previous url is not shown for the new one.
  return state.url === url ? state : { url, blob: null, objectUrl: null, error: null };
}
