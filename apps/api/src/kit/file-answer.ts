import type { Readable } from 'node:stream';

/**
 * A private file a use case answers with, for the edge to send (http/send-file.ts): its bytes as a
 * stream, or a redirect to a short-lived signed URL of the bucket that serves them.
 */
export type FileAnswer =
  | {
      body: Readable;
      contentType: string;
      size: number;
      /** The Content-Disposition header (http/content-disposition.ts). */
      disposition: string;
      /** Served under a CSP sandbox (a user's upload: an HTML file must not run as the app). */
      sandbox?: boolean;
    }
  | { redirect: string };
