import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { createLocalDiskStorage, createS3Storage, StorageUnavailableError, type FileStorage } from '@trilha/storage';
import { startS3Server } from '../support/s3-server.ts';

/**
 * The FileStorage contract, run against both drivers: local disk (a temporary folder) and S3 (the
 * s3rver server started here, on loopback). Whatever the API, the worker and the backup rely on is
 * asserted the same way for each.
 */
const TEMPLATE = 'http://{tenant}.localhost:3333/storage';

async function* chunksOf(bytes: Buffer, size = 64 * 1024): AsyncIterable<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** A body that fails after `limit` bytes, as the upload routes' size limit does. */
async function* cutAfter(limit: number): AsyncIterable<Buffer> {
  let sent = 0;
  while (true) {
    const chunk = randomBytes(256 * 1024);
    sent += chunk.length;
    if (sent > limit) throw new Error('file too large');
    yield chunk;
  }
}

const read = async (storage: FileStorage, key: string): Promise<Buffer | null> => {
  const object = await storage.open(key);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const keysUnder = async (storage: FileStorage, prefix: string): Promise<string[]> => {
  const keys: string[] = [];
  for await (const o of storage.list(prefix)) keys.push(o.key);
  return keys.sort();
};

type Driver = { name: string; signs: boolean; storage: () => FileStorage; leftovers: () => Promise<string[]> };

let dir = '';
let s3: Awaited<ReturnType<typeof startS3Server>>;
let local: FileStorage;
let bucket: ReturnType<typeof createS3Storage>;
/** The S3 commands the driver sent. */
const sent: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-storage-contract-'));
  local = createLocalDiskStorage({ dir, publicUrlTemplate: TEMPLATE });
  s3 = await startS3Server();
  bucket = createS3Storage(s3.options(TEMPLATE));
  bucket.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize' },
  );
});
afterAll(async () => {
  bucket?.client.destroy();
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
});

const drivers: Driver[] = [
  {
    name: 'local disk',
    signs: false,
    storage: () => local,
    // Every file under the folder, half-written ones included.
    leftovers: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name),
  },
  {
    name: 's3 (s3rver)',
    signs: true,
    storage: () => bucket,
    // Objects, and every multipart upload begun and not completed was aborted (s3rver implements
    // neither listing nor aborting uploads, so the driver's requests are what can be checked).
    leftovers: async () => {
      const begun = sent.filter((c) => c === 'CreateMultipartUploadCommand').length;
      const ended = sent.filter((c) => c === 'CompleteMultipartUploadCommand' || c === 'AbortMultipartUploadCommand').length;
      return [...(await keysUnder(bucket, '')), ...(begun > ended ? [`${begun - ended} multipart uploads left open`] : [])];
    },
  },
];

describe.each(drivers)('FileStorage contract: $name', (driver) => {
  const company = () => `private/c${Math.floor(Math.random() * 1e9)}`;

  it('streams a file in and out, byte for byte, in several parts (12 MiB: a multipart upload on S3)', async () => {
    const storage = driver.storage();
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    const key = `${company()}/files/${randomUUID()}.pdf`;
    expect(await storage.put(key, chunksOf(bytes), 'application/pdf')).toEqual({ size: bytes.length });
    const object = await storage.open(key);
    expect(object?.size).toBe(bytes.length);
    expect(object?.contentType).toBe('application/pdf');
    object?.body.destroy();
    expect((await read(storage, key))?.equals(bytes)).toBe(true);
  });

  it('answers null for a missing key and for a key it would never make', async () => {
    const storage = driver.storage();
    expect(await storage.open(`${company()}/files/${randomUUID()}.pdf`)).toBeNull();
    expect(await storage.open('../etc/passwd')).toBeNull();
    expect(await storage.open('public/avatars/x.exe')).toBeNull();
    await expect(storage.put('../outside.png', chunksOf(Buffer.from('x')), 'image/png')).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes, and deleting what is not there is no error', async () => {
    const storage = driver.storage();
    const key = `public/avatars/${randomUUID()}.png`;
    await storage.put(key, chunksOf(Buffer.from('png bytes')), 'image/png');
    expect((await read(storage, key))?.toString()).toBe('png bytes');
    await storage.delete(key);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('lists by prefix: the objects under it and nothing else, with their sizes', async () => {
    const storage = driver.storage();
    const a = company();
    const b = company();
    const package_ = `${a}/scorm/${randomUUID()}`;
    const keys = [
      `${a}/files/${randomUUID()}.txt`,
      `${package_}/index.html`,
      `${package_}/js/app (1).js`,
      `${b}/files/${randomUUID()}.txt`,
    ];
    for (const [i, key] of keys.entries()) await storage.put(key, chunksOf(Buffer.alloc(10 + i, 'a')), 'text/plain');
    expect(await keysUnder(storage, `${a}/`)).toEqual(keys.slice(0, 3).sort());
    expect(await keysUnder(storage, `${package_}/`)).toEqual([`${package_}/index.html`, `${package_}/js/app (1).js`]);
    const sizes = new Map<string, number>();
    for await (const o of storage.list(`${b}/`)) sizes.set(o.key, o.size);
    expect(sizes).toEqual(new Map([[keys[3], 13]]));
    expect(await keysUnder(storage, `${company()}/`)).toEqual([]);
    expect(await keysUnder(storage, '')).toEqual(expect.arrayContaining(keys));
  });

  it.each([
    ['a small file', 300 * 1024],
    ['after several parts (multipart on S3)', 11 * 1024 * 1024],
  ])('a body cut by a size limit (%s) rejects the put and leaves nothing behind', async (_, limit) => {
    const storage = driver.storage();
    const before = await driver.leftovers();
    const key = `${company()}/files/${randomUUID()}.pdf`;
    const multipartsBefore = sent.filter((c) => c === 'CreateMultipartUploadCommand').length;
    await expect(storage.put(key, cutAfter(limit), 'application/pdf')).rejects.toThrow('file too large');
    // The large body really went multipart (S3), so the abort path ran.
    if (driver.signs && limit > 8 * 1024 * 1024)
      expect(sent.filter((c) => c === 'CreateMultipartUploadCommand').length).toBe(multipartsBefore + 1);
    expect(await storage.open(key)).toBeNull();
    expect(await driver.leftovers()).toEqual(before);
  });

  it('a replaced object is read whole as the new one', async () => {
    const storage = driver.storage();
    const key = `${company()}/exports/${randomUUID()}.txt`;
    await storage.put(key, chunksOf(Buffer.from('first version, longer')), 'text/plain');
    await storage.put(key, chunksOf(Buffer.from('second')), 'text/plain');
    expect((await read(storage, key))?.toString()).toBe('second');
  });

  it('maps keys to public URLs and back; other URLs are no key', () => {
    const storage = driver.storage();
    const key = `public/logos/${randomUUID()}.webp`;
    const url = storage.publicUrl(key, 'acme');
    expect(url).toBe(`http://acme.localhost:3333/storage/${key}`);
    expect(storage.keyOfUrl(url)).toBe(key);
    expect(storage.keyOfUrl('https://gravatar.com/avatar/x.png')).toBeNull();
    expect(storage.keyOfUrl('http://acme.localhost:3333/storage/../secret.png')).toBeNull();
  });

  it(driver.signs ? 'is ready when the bucket answers, not when it is missing' : 'has no server to wait for', async () => {
    const storage = driver.storage();
    if (!driver.signs) return expect(storage.ready).toBeUndefined();
    await expect(storage.ready!()).resolves.toBeUndefined();
    const missing = createS3Storage({ ...s3.options(TEMPLATE), bucket: 'no-such-bucket' });
    try {
      await expect(missing.ready!()).rejects.toThrow('bucket no-such-bucket: not found');
    } finally {
      missing.client.destroy();
    }
  });

  it(
    driver.signs
      ? 'signs a short-lived GET URL that serves the bytes with the given headers, then expires'
      : 'gives no signed URL (the API streams private files itself)',
    async () => {
      const storage = driver.storage();
      const key = `${company()}/files/${randomUUID()}.pdf`;
      await storage.put(key, chunksOf(Buffer.from('%PDF-1.4 signed')), 'application/pdf');
      const url = await storage.signedUrl(key, {
        expiresIn: 60,
        contentType: 'application/pdf',
        contentDisposition: 'attachment; filename="notes.pdf"',
      });
      if (!driver.signs) return expect(url).toBeNull();
      const res = await fetch(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="notes.pdf"');
      expect(await res.text()).toBe('%PDF-1.4 signed');
      // SigV4 query signing (s3rver checks the expiry, not the signature itself: the SDK makes it).
      const query = new URL(url!).searchParams;
      expect(query.get('X-Amz-Expires')).toBe('60');
      expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // X-Amz-Date is whole seconds: a 1 s URL is dead within 2 s.
      const brief = await storage.signedUrl(key, { expiresIn: 1 });
      await new Promise((r) => setTimeout(r, 2100));
      expect((await fetch(brief!)).status).toBe(403);
    },
  );
});

// The storage's own failures are StorageUnavailableError (the API's 503), told apart from a missing
// object (null, the API's 404) and from the body's own error (a size limit: the caller's answer).
describe('when the storage itself fails', () => {
  const bytes = () => chunksOf(Buffer.from('conteúdo'));
  const company = () => `private/c${Math.floor(Math.random() * 1e9)}`;

  it('S3: a missing bucket and a server that does not answer are StorageUnavailableError, a missing key is null', async () => {
    const key = `${company()}/files/${randomUUID()}.txt`;
    const missing = createS3Storage({ ...s3.options(TEMPLATE), bucket: 'no-such-bucket' });
    // A closed port: nothing listens there (the port of a server just stopped).
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const down = createS3Storage({ ...s3.options(TEMPLATE), endpoint: `http://127.0.0.1:${port}` });
    try {
      for (const storage of [missing, down]) {
        await expect(storage.put(key, bytes(), 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
        await expect(storage.open(key)).rejects.toBeInstanceOf(StorageUnavailableError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
        await expect(keysUnder(storage, '')).rejects.toBeInstanceOf(StorageUnavailableError);
      }
      await expect(missing.open(key)).rejects.toThrow('bucket no-such-bucket');
      // The bucket is there: a key that is not is no failure of the storage.
      expect(await bucket.open(key)).toBeNull();
      // The body's own error stays the caller's, whatever the storage.
      await expect(missing.put(key, cutAfter(1024), 'text/plain')).rejects.toThrow('file too large');
    } finally {
      missing.client.destroy();
      down.client.destroy();
    }
  });

  it('local disk: a folder it may not create is StorageUnavailableError', async () => {
    // sysfs refuses every mkdir (EPERM for root, EACCES for anyone else), on any Linux.
    const storage = createLocalDiskStorage({ dir: '/sys/trilha-storage-test', publicUrlTemplate: TEMPLATE });
    await expect(storage.put(`${company()}/a.txt`, bytes(), 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});

// What a process killed mid-upload leaves: local disk's `.part` files, removed by the worker's
// storage.sweep-partials job once old (S3 has no sweep: a lifecycle rule aborts such uploads).
describe('sweep of half-written uploads', () => {
  it('local disk: removes old .part files only, never an object or a recent upload; S3 has none', async () => {
    const root = await mkdtemp(join(tmpdir(), 'trilha-sweep-'));
    try {
      const storage = createLocalDiskStorage({ dir: root, publicUrlTemplate: TEMPLATE });
      const folder = join(root, 'private/c7/files');
      await storage.put('private/c7/files/kept.pdf', chunksOf(Buffer.from('%PDF-1.4')), 'application/pdf');
      const stale = join(folder, `dead.pdf.${randomUUID()}.part`);
      const recent = join(folder, `writing.pdf.${randomUUID()}.part`);
      const lookalike = join(folder, 'notes.part'); // no upload's name: not ours to remove
      for (const f of [stale, recent, lookalike]) await writeFile(f, 'meio arquivo');
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
      await utimes(stale, twoDaysAgo, twoDaysAgo);
      await utimes(lookalike, twoDaysAgo, twoDaysAgo);

      expect(await storage.sweep!({ olderThanMs: 24 * 3600_000 })).toBe(1);
      expect((await readdir(folder)).sort()).toEqual(
        [recent, lookalike, join(folder, 'kept.pdf')].map((f) => f.slice(folder.length + 1)).sort(),
      );
      expect(await read(storage, 'private/c7/files/kept.pdf')).toEqual(Buffer.from('%PDF-1.4'));
      expect(await storage.sweep!({ olderThanMs: 24 * 3600_000 })).toBe(0);
      expect(bucket.sweep).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
