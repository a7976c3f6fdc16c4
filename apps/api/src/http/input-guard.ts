import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD, MESSAGES } from '@trilha/shared';
import { appError, validationFailed } from '../kit/errors.ts';
import { formBytes } from './multipart.ts';

/**
 * A string PostgreSQL and the rest of the stack cannot take as sent: a NUL byte (text cannot hold
 * one, error 22021) or a lone UTF-16 surrogate (half of a pair, e.g. JSON's "\ud800": it is no
 * character at all; encoders either throw, as `encodeURIComponent` does, or silently turn it into
 * U+FFFD, so what is stored would differ from what was sent).
 */
const unstorable = (s: string) => s.includes('\u0000') || !s.isWellFormed();

/**
 * The first path (a.b.0) holding a string (or a key) that cannot be stored as sent, or null.
 * Walks with its own stack, not recursion: a JSON body nested 100,000 deep parses fine and must
 * not overflow the call stack here (a RangeError, answered 500).
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  // Each entry knows its parent, so a path is only spelled out for the one hit.
  type Node = { v: unknown; key: string; parent: Node | null };
  const pathOf = (n: Node) => {
    const keys: string[] = [];
    for (let at: Node | null = n; at; at = at.parent) if (at.key) keys.push(at.key);
    return keys.reverse().join('.') || '_';
  };
  const stack: Node[] = [{ v: value, key: path, parent: null }];
  while (stack.length) {
    const n = stack.pop()!;
    const v = n.v;
    if (typeof v === 'string') {
      if (unstorable(v)) return pathOf(n);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], key: String(i), parent: n });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      if (entries.some(([k]) => unstorable(k))) return pathOf(n);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ v: entries[i]![1], key: entries[i]![0], parent: n });
    }
  }
  return null;
}

/**
 * A string carrying a NUL byte or a lone surrogate is refused here, for every route, before
 * validation or any query: 422 on the field ("O texto contém caracteres inválidos"), nothing
 * written. Decided once, at the edge, for every string field: refusing, not replacing, so that
 * what is stored is always exactly what was sent (docs/security.md "Text the API refuses").
 * A multipart body is refused (415) on routes that do not declare `config.multipart`: the
 * multipart parser accepts it everywhere and would leave such a route with no body at all.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A multipart form is read by its route's handler, so Fastify's bodyLimit never looks at it: a
  // declared length the route would never accept is refused here, before any byte of the body is
  // read (else the client waits while the server waits for gigabytes). The socket is closed after
  // the answer rather than drained.
  app.addHook('preParsing', async (req, reply, payload) => {
    const form = req.routeOptions.config?.multipart;
    if (!form || !/^multipart\//i.test(req.headers['content-type'] ?? '')) return payload;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > (form.maxBytes ?? formBytes(IMAGE_UPLOAD.maxBytes))) {
      reply.header('connection', 'close');
      throw appError('PAYLOAD_TOO_LARGE');
    }
    return payload;
  });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && !req.routeOptions.config?.multipart) throw appError('UNSUPPORTED_MEDIA_TYPE');
    for (const part of [req.params, req.query, req.body]) {
      const field = findUnstorableText(part);
      if (field) throw validationFailed({ [field]: [MESSAGES.nulByte] });
    }
  });
}
