// The web's one file client (lib/api.ts): a download (requestBlob, and lib/transfer.ts's
// downloadFile on it) and an upload with progress (upload) carry the session's token and end the
// session on a 401 or a suspended company, as request() does; refusals are ApiError with the
// server's code, message and fields.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@trilha/shared/auth';
import {
  ApiError,
  dispositionFilename,
  postForBlob,
  requestBlob,
  setUnauthorizedHandler,
  upload,
} from '../../apps/web/src/lib/api.ts';
import { session } from '../../apps/web/src/lib/session.ts';
import { downloadFile } from '../../apps/web/src/lib/transfer.ts';

const company = { id: 7, name: 'Demo' };
const user = { id: 42, name: 'Ana', companies: [company] } as unknown as AuthUser;

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };
let sent: Sent[] = [];
let signedOut: Array<string | undefined> = [];

/** fetch answers `res` and records what was sent. */
const answer = (res: () => Response) =>
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body });
    return res();
  });

/** A stand-in XMLHttpRequest: reports two progress steps, then answers `status` with `body`. */
function fakeXhr(status: number, body: unknown) {
  return class {
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      sent.push({ url: this.url, method: 'POST', headers: this.headers, body: null });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  };
}

beforeEach(() => {
  sent = [];
  signedOut = [];
  const store = new Map<string, string>();
  vi.stubGlobal('window', { location: { hostname: 'demo.localhost' }, addEventListener: () => {} });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  session.adopt('the-token', user, company);
  setUnauthorizedHandler((notice) => void signedOut.push(notice));
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('downloads (requestBlob)', () => {
  it('GETs the file with the token and the query, and reads the name the server gave', async () => {
    answer(
      () =>
        new Response('a;b\n', {
          headers: { 'content-disposition': `attachment; filename="notas.csv"; filename*=UTF-8''notas%20de%20%C3%A1lgebra.csv` },
        }),
    );
    const { blob, filename } = await requestBlob('/exports/1/file', { query: { format: 'csv' } });
    expect(await blob.text()).toBe('a;b\n');
    expect(filename).toBe('notas de álgebra.csv');
    expect(sent).toMatchObject([{ url: 'http://demo.localhost:3333/exports/1/file?format=csv', method: 'GET' }]);
    expect(sent[0]!.headers.authorization).toBe('Bearer the-token');
  });

  it('a 401 ends the session and is an ApiError with the server’s words', async () => {
    answer(() => new Response(JSON.stringify({ message: 'Sessão expirada', code: 'UNAUTHENTICATED' }), { status: 401 }));
    const e = await requestBlob('/exports/1/file').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Sessão expirada' });
    expect(signedOut).toEqual([undefined]);
  });

  it('a suspended company ends the session with its notice; another refusal keeps it', async () => {
    answer(() => new Response(JSON.stringify({ message: 'Empresa inativa', code: 'COMPANY_INACTIVE' }), { status: 403 }));
    await expect(postForBlob('/quizzes/export/docs', { ids: [1] })).rejects.toMatchObject({ code: 'COMPANY_INACTIVE' });
    expect(signedOut).toEqual(['Empresa inativa']);
    expect(sent[0]).toMatchObject({ method: 'POST', body: JSON.stringify({ ids: [1] }) });

    answer(() => new Response(JSON.stringify({ message: 'Não encontrado', code: 'NOT_FOUND' }), { status: 404 }));
    await expect(requestBlob('/exports/9/file')).rejects.toMatchObject({ status: 404, message: 'Não encontrado' });
    expect(signedOut).toEqual(['Empresa inativa']);
  });

  it('without a session nothing is sent (401 UNAUTHENTICATED)', async () => {
    answer(() => new Response('x'));
    session.clear();
    await expect(requestBlob('/exports/1/file')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(sent).toEqual([]);
  });

  it('a private material file is a requestBlob of /download for the signed-in user (lib/transfer.ts)', async () => {
    answer(() => new Response('pdf'));
    const blob = await downloadFile('private/c7/a.pdf');
    expect(await blob.text()).toBe('pdf');
    expect(sent[0]!.url).toBe('http://demo.localhost:3333/download/companies/7/users/42/file?url=private%2Fc7%2Fa.pdf');
  });

  it('reads Content-Disposition names: UTF-8 first, quoted, bare, none', () => {
    expect(dispositionFilename(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A1.csv`)).toBe('á.csv');
    expect(dispositionFilename('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(dispositionFilename('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});

describe('uploads (upload)', () => {
  it('POSTs with the token, reports progress and checks the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201, { data: { id: 3 } }));
    const progress: number[] = [];
    const schema = {
      safeParse: (v: unknown) =>
        (v as { data?: { id?: unknown } }).data?.id === 3
          ? { success: true as const, data: v as { data: { id: number } } }
          : { success: false as const, error: { issues: [] } },
    };
    const r = await upload('/materials', new FormData(), { schema, onProgress: (p) => progress.push(p.loaded) });
    expect(r.data.id).toBe(3);
    expect(progress).toEqual([5, 10]);
    expect(sent[0]).toMatchObject({
      url: 'http://demo.localhost:3333/materials',
      headers: { authorization: 'Bearer the-token' },
    });
  });

  it('a 401 ends the session; a refusal carries its code and fields', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(401, { message: 'Sessão expirada', code: 'UNAUTHENTICATED' }));
    await expect(upload('/materials', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toEqual([undefined]);

    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(422, { message: 'Arquivo inválido', code: 'VALIDATION_FAILED', errors: { file: ['Arquivo inválido'] } }),
    );
    const e = await upload('/materials', new FormData()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', errors: { file: ['Arquivo inválido'] } });
    expect(signedOut).toEqual([undefined]);
  });
});
