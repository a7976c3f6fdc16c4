import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server for the embedded platform when no SMTP_HOST is configured: each e-mail
 * is written to <dir>/<time>-<random>.eml (two e-mails of the same millisecond, from two
 * workers, must not overwrite each other) and announced on the console, so password-reset links work on
 * a machine with only Node.
 */
export async function startMailSink(dir: string, log: (line: string) => void): Promise<{ port: number; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
        writeFileSync(file, raw);
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        log(`e-mail to ${to} saved to ${file}`);
        callback();
      });
    },
  });
  await new Promise<void>((res, rej) => server.listen(0, '127.0.0.1', () => res()).once('error', rej));
  const addr = server.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { port, close: () => new Promise<void>((res) => server.close(() => res())) };
}
