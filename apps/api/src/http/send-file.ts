import type { FastifyReply } from 'fastify';
import type { FileAnswer } from '../kit/file-answer.ts';
import type { ExportFile } from '../kit/exports.ts';
import { contentDisposition } from './content-disposition.ts';

/** Sends a use case's file: never cached, never sniffed; a redirect to a signed URL as a 302. */
export function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  if ('redirect' in file) return reply.header('cache-control', 'private, no-store').redirect(file.redirect, 302);
  reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', file.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.sandbox) reply.header('content-security-policy', "default-src 'none'; sandbox");
  return reply.send(file.body);
}

/** Streams an export's file (kit/exports.ts) to the person it belongs to: never sniffed, never cached. */
export const sendPrivateFile = (reply: FastifyReply, f: ExportFile) =>
  reply
    .header('content-type', f.contentType)
    .header('content-length', f.size)
    .header('content-disposition', contentDisposition(f.disposition, f.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(f.body);
