// Raw HTTP for the fuzz tests: every request is written byte for byte on its own socket, so a
// test can send what no well-behaved client library would (a wrong Content-Length, a broken
// multipart body, a NUL in a path), through Node's real HTTP parser, as an attacker would.
import { connect } from 'node:net';
import type { Server } from 'node:http';

export type RawRequest = {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** Leave Content-Length out (the caller set its own header, or wants none). */
  noContentLength?: boolean;
};

export type RawResponse = { status: number; headers: Record<string, string>; text: string; json: unknown };

/** The server of a setupApiTest() file, listening on a loopback port (started once, closed with the API). */
export async function listen(server: Server): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/**
 * Source addresses: each request comes from its own loopback address (127.1.x.y), so the
 * per-address rate limits of the sign-in routes do not turn every later variant into a 429.
 * Linux answers on all of 127/8; where only 127.0.0.1 exists (macOS), every request uses it.
 */
let addressCounter = 0;
let rotateAddresses = true;
const nextLocalAddress = (): string | undefined => {
  if (!rotateAddresses) return undefined;
  const n = addressCounter++ % 60_000;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

export function serialize(req: RawRequest): Buffer {
  const body = req.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  const headers = { ...req.headers, connection: 'close' } as Record<string, string>;
  if (!req.noContentLength && (req.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(req.method))) {
    headers['content-length'] = String(body.length);
  }
  const head = `${req.method} ${req.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}

function parse(raw: Buffer): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine!.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const nl = body.indexOf('\r\n', at);
      if (nl < 0) break;
      const size = parseInt(body.subarray(at, nl).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(nl + 2, nl + 2 + size));
      at = nl + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length']) {
    body = body.subarray(0, Number(headers['content-length']));
  }
  const text = body.toString('utf8');
  let json: unknown = undefined;
  if ((headers['content-type'] ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status, headers, text, json };
}

/**
 * Sends one request and reads the answer until the server closes the socket. A server that
 * answers before reading the whole body (413) may reset the socket under the writer: what was
 * received still counts. No answer at all within `timeoutMs` is a failure of the server.
 */
export async function send(port: number, req: RawRequest | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  const bytes = Buffer.isBuffer(req) ? req : serialize(req);
  try {
    return await sendFrom(port, bytes, timeoutMs, nextLocalAddress());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw err;
    rotateAddresses = false;
    return sendFrom(port, bytes, timeoutMs, undefined);
  }
}

function sendFrom(port: number, bytes: Buffer, timeoutMs: number, localAddress: string | undefined): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) }, () => (connected = true));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      const res = parse(Buffer.concat(chunks));
      if (res) resolve(res);
      else reject(new Error(`connection closed without an HTTP answer (${Buffer.concat(chunks).length} bytes)`));
    };
    socket.on('data', (d) => chunks.push(d));
    socket.on('close', done);
    socket.on('error', (err) => {
      // EPIPE/ECONNRESET after an early answer: 'close' follows and reads what came. Failing to
      // connect at all is the caller's to handle.
      if (!connected) {
        clearTimeout(timer);
        socket.removeAllListeners('close');
        reject(err);
      }
    });
    socket.write(bytes);
  });
}

/** A multipart body from parts (text fields and files), with the given boundary. */
export function multipartBody(
  boundary: string,
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
  o: { close?: boolean } = {},
): Buffer {
  const out: Buffer[] = [];
  for (const p of parts) {
    if ('data' in p) {
      out.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else {
      out.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  if (o.close !== false) out.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(out);
}

/** The smallest PNG (1×1): its magic bytes are what the server checks. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
