import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOfKey, isValidKey, publicUrlCodec, StorageUnavailableError, type FileStorage } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /**
   * The endpoint browsers reach the bucket on, for signed URLs (compose: the API reaches MinIO as
   * http://minio:9000, a browser as http://localhost:9000). Default: `endpoint`.
   */
  publicEndpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Base URL of public files (avatars, logos), served by the API's GET /storage/*. */
  publicUrlTemplate: string;
  /** Multipart part size in bytes (S3's floor: 5 MiB) and parts in flight: an upload holds at most their product in memory. */
  partSize?: number;
  queueSize?: number;
};

const MiB = 1024 * 1024;

/**
 * Objects in an S3-compatible bucket under the same keys as on local disk. Uploads stream as
 * multipart uploads (lib-storage's Upload: parts of `partSize`, a single PutObject for a small
 * file); an upload that fails or whose body throws (a size limit, a client gone) is aborted, so
 * no object appears, as on local disk. Reads stream GetObject's body.
 */
export function createS3Storage(o: S3StorageOptions): FileStorage & { client: S3Client } {
  const base: S3ClientConfig = {
    region: o.region,
    forcePathStyle: o.forcePathStyle ?? false,
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible servers reject or ignore the
    // CRC headers SDK v3 adds to every request by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage server that stops answering fails the request (the route answers 503, the job
    // retries) instead of holding it and its socket forever: 5 s to connect, 60 s of silence.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  };
  const client = new S3Client({ ...base, ...(o.endpoint ? { endpoint: o.endpoint } : {}) });
  // Signing is local computation; a client on the browsers' endpoint makes URLs they can reach.
  const publicEndpoint = o.publicEndpoint ?? o.endpoint;
  const signer =
    publicEndpoint === o.endpoint ? client : new S3Client({ ...base, ...(publicEndpoint ? { endpoint: publicEndpoint } : {}) });
  const Bucket = o.bucket;
  const checked = (key: string): string => {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  /** The storage's own failures become StorageUnavailableError (a 503), naming the bucket. */
  const classified = (err: unknown, what: string): unknown =>
    isUnavailable(err) ? new StorageUnavailableError(`S3 ${what}, bucket ${Bucket}: ${describe(err)}`, { cause: err }) : err;

  return {
    client,
    ...publicUrlCodec(o.publicUrlTemplate),
    async put(key, body, contentType) {
      let size = 0;
      let bodyError: unknown;
      const counted = async function* () {
        try {
          for await (const chunk of body) {
            size += chunk.length;
            yield chunk;
          }
        } catch (err) {
          bodyError = err;
          throw err;
        }
      };
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: Readable.from(counted()), ContentType: contentType },
        partSize: Math.max(5 * MiB, o.partSize ?? 8 * MiB),
        queueSize: o.queueSize ?? 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // The body's own error (a size limit, a client gone) is the caller's answer, even when the
        // abort that followed failed too (parts left behind: docs/deployment.md's lifecycle rule).
        throw bodyError ?? classified(err, 'upload');
      }
      return { size };
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject: no stream body');
        return { body: out.Body, size: out.ContentLength ?? 0, contentType: contentTypeOfKey(key) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw classified(err, 'read');
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: a missing object is no error, as on disk.
      const Key = checked(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((err: unknown) => {
        throw classified(err, 'delete');
      });
    },
    async *list(prefix) {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? [])
            if (object.Key && isValidKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
      } catch (err) {
        throw classified(err, 'list');
      }
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        // HEAD answers carry no body: say which bucket, and the status the server gave.
        const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
        throw new Error(
          `bucket ${Bucket}: ${status === 404 ? 'not found' : status === 403 ? 'access denied' : (err as Error).message || err}`,
        );
      }
    },
    async signedUrl(key, s) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentType: s.contentType,
        ResponseContentDisposition: s.contentDisposition,
      });
      return getSignedUrl(signer, command, { expiresIn: s.expiresIn });
    },
  };
}

/** No such object (a 404 that is not the bucket's: a missing bucket is the storage's failure). */
const isMissing = (err: unknown): boolean =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException &&
    err.name !== 'NoSuchBucket' &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404));

/** Errors of the connection: the server is down, unreachable or too slow. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPIPE']);

/** The bucket is missing or refuses our credentials, the server fails (5xx) or cannot be reached. */
function isUnavailable(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 0;
    return err.name === 'NoSuchBucket' || status === 403 || status >= 500;
  }
  const e = err as { code?: unknown; name?: unknown } | null;
  return !!e && ((typeof e.code === 'string' && NETWORK_CODES.has(e.code)) || e.name === 'TimeoutError');
}

const describe = (err: unknown): string => {
  const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
  const e = err as { name?: string; code?: string; message?: string };
  return [e.name, e.code, status && `HTTP ${status}`, e.message].filter(Boolean).join(' ');
};
