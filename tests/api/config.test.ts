import { describe, expect, it } from 'vitest';
import { loadConfig } from '@trilha/api';

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

  it('an empty variable is an unset one (compose passes `${X:-}` as an empty string)', () => {
    const c = loadConfig({ AI_KEYS_SECRET: '', OPENAI_BASE_URL: '', API_PORT: '' });
    expect(c.AI_KEYS_SECRET).toBeUndefined();
    expect(c.STORAGE_PUBLIC_URL).toBe('http://{tenant}.localhost:3333/storage');
    expect(() => loadConfig({ AI_KEYS_SECRET: 'too short' })).toThrow();
  });
});
