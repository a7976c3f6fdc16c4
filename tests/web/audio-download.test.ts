// The audio player's download rule (001 §4): one download at a time across the page; a second
// one while the first runs gets 'Aguarde o Download Anterior!', a finished one 'Download realizado!'.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@trilha/shared';

const toasts: { kind: string; text: string }[] = [];
let release: (b: Blob) => void = () => undefined;
vi.mock('../../apps/web/src/lib/transfer.ts', () => ({
  downloadFile: () => new Promise<Blob>((resolve) => (release = resolve)),
  saveBlob: () => undefined,
}));
vi.mock('../../apps/web/src/lib/toast.ts', () => ({
  notify: {
    success: (text: string) => toasts.push({ kind: 'success', text }),
    error: (text: string) => toasts.push({ kind: 'error', text }),
  },
}));

const { downloadOnce } = await import('../../apps/web/src/features/materials/viewers/AudioPlayer.tsx');
const t = (k: string) => MESSAGES[k.replace('messages.', '') as keyof typeof MESSAGES] ?? k;

afterEach(() => void toasts.splice(0));

describe('audio download', () => {
  it('refuses a second download while one runs, and says when the first is done', async () => {
    const first = downloadOnce('/a.wav', 'a.wav', t);
    await downloadOnce('/b.wav', 'b.wav', t);
    expect(toasts).toEqual([{ kind: 'error', text: 'Aguarde o Download Anterior!' }]);
    release(new Blob(['x']));
    await first;
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Download realizado!' });
    // Once finished, the next one runs.
    const next = downloadOnce('/b.wav', 'b.wav', t);
    release(new Blob(['y']));
    await next;
    expect(toasts.at(-1)).toEqual({ kind: 'success', text: 'Download realizado!' });
  });
});
