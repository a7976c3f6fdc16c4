import { describe, expect, it } from 'vitest';
import { databaseTimeouts, loadConfig } from '@trilha/api';
import { DATABASE_TIMEOUTS, databaseTimeoutsFromEnv } from '@trilha/db';

describe('API configuration', () => {
  it("stored files' public URL follows API_PORT unless set", () => {
    expect(loadConfig({}).STORAGE_PUBLIC_URL).toBe('http://{tenant}.localhost:3333/storage');
    expect(loadConfig({ API_PORT: '4444' }).STORAGE_PUBLIC_URL).toBe('http://{tenant}.localhost:4444/storage');
    // Compose passes an unset variable through as '' (docker-compose.yml): the default, not an empty URL.
    expect(loadConfig({ API_PORT: '4444', STORAGE_PUBLIC_URL: '' }).STORAGE_PUBLIC_URL).toBe(
      'http://{tenant}.localhost:4444/storage',
    );
    expect(loadConfig({ API_PORT: '4444', STORAGE_PUBLIC_URL: 'https://cdn.example.com/{tenant}' }).STORAGE_PUBLIC_URL).toBe(
      'https://cdn.example.com/{tenant}',
    );
  });

  it('database time-outs: defaults per process, 0 turns one off, anything but whole milliseconds stops the start', () => {
    expect(databaseTimeouts(loadConfig({}))).toEqual(DATABASE_TIMEOUTS.api);
    expect(databaseTimeouts(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_QUERY_TIMEOUT_MS: '0' }))).toEqual({
      connectMs: 1500,
      queryMs: 0,
    });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
    // The worker and realtime processes read the same variables, with their own defaults.
    expect(databaseTimeoutsFromEnv('worker', {})).toEqual(DATABASE_TIMEOUTS.worker);
    expect(databaseTimeoutsFromEnv('worker', { DATABASE_QUERY_TIMEOUT_MS: '30000' })).toEqual({
      connectMs: DATABASE_TIMEOUTS.worker.connectMs,
      queryMs: 30000,
    });
    expect(() => databaseTimeoutsFromEnv('realtime', { DATABASE_CONNECT_TIMEOUT_MS: '-1' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it('an empty variable is an unset one (compose passes `${X:-}` as an empty string)', () => {
    const c = loadConfig({ AI_KEYS_SECRET: '', OPENAI_BASE_URL: '', API_PORT: '' });
    expect(c.AI_KEYS_SECRET).toBeUndefined();
    expect(c.STORAGE_PUBLIC_URL).toBe('http://{tenant}.localhost:3333/storage');
    expect(() => loadConfig({ AI_KEYS_SECRET: 'too short' })).toThrow();
  });

  it('storage: local disk by default; s3 needs a bucket; signed downloads need s3', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE_DRIVER: 'local',
      STORAGE_DIR: '.data/storage',
      STORAGE_SIGNED_DOWNLOADS: false,
    });
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/STORAGE_DRIVER=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ STORAGE_SIGNED_DOWNLOADS: 'true' })).toThrow(/STORAGE_SIGNED_DOWNLOADS needs STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        STORAGE_SIGNED_DOWNLOADS: '1',
      }),
    ).toMatchObject({
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      STORAGE_SIGNED_DOWNLOADS: true,
      STORAGE_SIGNED_URL_SECONDS: 60,
    });
  });
});
