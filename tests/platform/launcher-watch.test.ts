import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// `npx pnpm@10 start` under a process manager: SIGTERM reaches the first launcher only, and npm
// and sh do not pass it on. The platform watches its launchers (scripts/launcher-watch.ts).
const ROOT = resolve(import.meta.dirname, '..', '..');

describe('launcher watch', () => {
  it('a process started through sh stops when sh gets SIGTERM, and not before', async () => {
    const script = `import { watchLaunchers, launcherChain } from './scripts/launcher-watch.ts';
      console.log('chain ' + launcherChain().length);
      watchLaunchers(() => { console.log('gone'); process.exit(0); }, 100);
      setInterval(() => {}, 1000);`;
    // sh -c 'node ...; true': the trailing command keeps sh a separate parent (no exec).
    const quoted = script.replace(/'/g, `'\\''`);
    const sh = spawn('sh', ['-c', `${process.execPath} --import tsx --input-type=module -e '${quoted}'; true`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    sh.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    await expect.poll(() => out, { timeout: 20_000 }).toMatch(/chain [1-9]/);
    await new Promise((r) => setTimeout(r, 500));
    expect(out).not.toContain('gone');
    // The child holds the pipe open after sh is gone: it closes only when the watcher exits it.
    const closed = new Promise((r) => sh.stdout!.once('close', r));
    sh.kill('SIGTERM');
    await closed;
    expect(out).toContain('gone');
  }, 30_000);
});
