import type { FastifyReply } from 'fastify';
import type { ExportFile } from '../kit/exports.ts';
import { contentDisposition } from './content-disposition.ts';

/** Streams a private file to the person it belongs to: never sniffed, never cached. */
export const sendPrivateFile = (reply: FastifyReply, f: ExportFile) =>
  reply
    .header('content-type', f.contentType)
    .header('content-length', f.size)
    .header('content-disposition', contentDisposition(f.disposition, f.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(f.body);
