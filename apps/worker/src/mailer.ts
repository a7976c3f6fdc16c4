import nodemailer from 'nodemailer';

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

export function createMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Pooled: bursts of jobs reuse a few SMTP connections instead of one handshake per e-mail.
    pool: true,
    maxConnections: 3,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** Recipient refused with a 5xx: retrying cannot help. */
export function isPermanentSmtpError(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number } | null;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}
