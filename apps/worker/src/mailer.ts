import type { Transporter } from 'nodemailer';

export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure?: boolean;
  user?: string;
  pass?: string;
  /** Envelope and header sender, e.g. 'Trilha <no-reply@trilha.local>'. */
  from: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * The SMTP transport is made on the first e-mail: nodemailer (its code and ~2 MB of heap) is loaded
 * then, not at the worker's start (a worker that only writes exports never sends mail).
 */
export function createMailer(smtp: SmtpConfig): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => makeTransport(nodemailer, smtp)));
  return {
    async send(mail) {
      await (await open()).sendMail({ from: smtp.from, ...mail });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

function makeTransport(nodemailer: typeof import('nodemailer'), smtp: SmtpConfig): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Pooled: bursts of jobs reuse a few SMTP connections instead of one handshake per e-mail.
    pool: true,
    maxConnections: 3,
  });
}

/** Recipient refused with a 5xx: retrying cannot help. */
export function isPermanentSmtpError(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}
